import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { BACK_TO_TOP_THRESHOLD, backToTopMachine } from './backToTop';
import { backToTopModel } from '../tests/model/back-to-top';
import { modelPaths, pathTitle } from '../tests/model/model';
import { sendTo } from '../tests/model/unit';

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
});

describe('backToTopMachine, every shortest path', () => {
  for (const path of modelPaths(backToTopModel)) {
    it(pathTitle(path), async () => {
      const actor = createActor(backToTopMachine).start();
      const canActivate = () => actor.getSnapshot().can({ type: 'backToTop.activate' });
      await path.test({
        events: sendTo(actor, backToTopModel),
        states: {
          hidden: () => expect(canActivate()).toBe(false),
          visible: () => expect(canActivate()).toBe(true),
        },
      });
    });
  }
});
