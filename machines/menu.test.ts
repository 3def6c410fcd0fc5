import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';
import { menuMachine } from './menu';
import { activePaths } from './active-paths';

/** 'a.b.c'-style keys for every state node a state value is in, ancestors included. */
describe('menuMachine', () => {
  it('starts closed', () => {
    const actor = createActor(menuMachine).start();
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('opens with the tools submenu collapsed', () => {
    const actor = createActor(menuMachine).start();
    actor.send({ type: 'menu.open' });
    expect(actor.getSnapshot().value).toEqual({ open: { tools: 'collapsed' } });
  });

  it('toggles the tools submenu while open', () => {
    const actor = createActor(menuMachine).start();
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'tools.toggle' });
    expect(actor.getSnapshot().value).toEqual({ open: { tools: 'expanded' } });
    actor.send({ type: 'tools.toggle' });
    expect(actor.getSnapshot().value).toEqual({ open: { tools: 'collapsed' } });
  });

  it('ignores tools.toggle while closed', () => {
    const actor = createActor(menuMachine).start();
    expect(actor.getSnapshot().can({ type: 'tools.toggle' })).toBe(false);
    actor.send({ type: 'tools.toggle' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('closes from any tools state', () => {
    const actor = createActor(menuMachine).start();
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'tools.toggle' });
    actor.send({ type: 'menu.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('collapses the tools submenu again on every opening', () => {
    const actor = createActor(menuMachine).start();
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'tools.toggle' });
    actor.send({ type: 'menu.close' });
    actor.send({ type: 'menu.open' });
    expect(actor.getSnapshot().value).toEqual({ open: { tools: 'collapsed' } });
  });

  it('walks every shortest path and reaches every state', () => {
    const reached = new Set<string>();
    for (const path of createTestModel(menuMachine).getShortestPaths()) {
      const actor = createActor(menuMachine).start();
      for (const [index, step] of path.steps.entries()) {
        if (index > 0) actor.send(step.event);
        expect(actor.getSnapshot().value, path.description).toEqual(step.state.value);
        for (const key of activePaths(step.state.value)) reached.add(key);
      }
    }
    const allStates = getStateNodes(menuMachine).map((node) => node.path.join('.'));
    expect([...reached].sort()).toEqual(allStates.sort());
  });
});
