import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';
import { BACK_TO_TOP_THRESHOLD, backToTopMachine } from './backToTop';
import { activePaths } from './active-paths';

/** 'a.b.c'-style keys for every state node a state value is in, ancestors included. */
describe('backToTopMachine', () => {
  it('uses a 300 px threshold', () => {
    expect(BACK_TO_TOP_THRESHOLD).toBe(300);
  });

  it('starts hidden', () => {
    const actor = createActor(backToTopMachine).start();
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('stays hidden at exactly the threshold', () => {
    const actor = createActor(backToTopMachine).start();
    actor.send({ type: 'page.scroll', scrollY: BACK_TO_TOP_THRESHOLD });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('shows once scrolled past the threshold', () => {
    const actor = createActor(backToTopMachine).start();
    actor.send({ type: 'page.scroll', scrollY: BACK_TO_TOP_THRESHOLD + 1 });
    expect(actor.getSnapshot().value).toBe('visible');
    actor.send({ type: 'page.scroll', scrollY: 2000 });
    expect(actor.getSnapshot().value).toBe('visible');
  });

  it('hides again when scrolled back to the threshold or above it', () => {
    const actor = createActor(backToTopMachine).start();
    actor.send({ type: 'page.scroll', scrollY: 800 });
    actor.send({ type: 'page.scroll', scrollY: BACK_TO_TOP_THRESHOLD });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('scrolls to the top when activated while visible', () => {
    const scrollToTop = vi.fn();
    const actor = createActor(backToTopMachine.provide({ actions: { scrollToTop } })).start();
    actor.send({ type: 'page.scroll', scrollY: 800 });
    actor.send({ type: 'backToTop.activate' });
    expect(scrollToTop).toHaveBeenCalledTimes(1);
  });

  it('ignores activation while hidden', () => {
    const scrollToTop = vi.fn();
    const actor = createActor(backToTopMachine.provide({ actions: { scrollToTop } })).start();
    expect(actor.getSnapshot().can({ type: 'backToTop.activate' })).toBe(false);
    actor.send({ type: 'backToTop.activate' });
    expect(scrollToTop).not.toHaveBeenCalled();
  });

  it('walks every shortest path and reaches every state', () => {
    const model = createTestModel(backToTopMachine, {
      events: [
        { type: 'page.scroll', scrollY: BACK_TO_TOP_THRESHOLD },
        { type: 'page.scroll', scrollY: BACK_TO_TOP_THRESHOLD + 1 },
      ],
    });
    const reached = new Set<string>();
    for (const path of model.getShortestPaths()) {
      const actor = createActor(backToTopMachine).start();
      for (const [index, step] of path.steps.entries()) {
        if (index > 0) actor.send(step.event);
        expect(actor.getSnapshot().value, path.description).toEqual(step.state.value);
        for (const key of activePaths(step.state.value)) reached.add(key);
      }
    }
    const allStates = getStateNodes(backToTopMachine).map((node) => node.path.join('.'));
    expect([...reached].sort()).toEqual(allStates.sort());
  });
});
