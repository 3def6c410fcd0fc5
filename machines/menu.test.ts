import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { menuMachine } from './menu';
import { menuModel } from '../tests/model/menu';
import { modelPaths, pathTitle } from '../tests/model/model';
import { sendTo } from '../tests/model/unit';

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
});

describe('menuMachine, every shortest path', () => {
  for (const path of modelPaths(menuModel)) {
    it(pathTitle(path), async () => {
      const actor = createActor(menuMachine).start();
      const can = (type: 'tools.toggle' | 'menu.close') => actor.getSnapshot().can({ type });
      await path.test({
        events: sendTo(actor, menuModel),
        states: {
          closed: () => {
            expect(actor.getSnapshot().value).toBe('closed');
            expect(can('tools.toggle')).toBe(false);
          },
          'open.tools.collapsed': () => {
            expect(actor.getSnapshot().value).toEqual({ open: { tools: 'collapsed' } });
            expect(can('menu.close')).toBe(true);
          },
          'open.tools.expanded': () => {
            expect(actor.getSnapshot().value).toEqual({ open: { tools: 'expanded' } });
            expect(can('menu.close')).toBe(true);
          },
        },
      });
    });
  }
});
