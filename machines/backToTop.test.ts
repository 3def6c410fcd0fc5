import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { BACK_TO_TOP_THRESHOLD, type BackToTopEvent, backToTopMachine } from './backToTop';
import { backToTopModel } from '../tests/model/back-to-top';
import { modelPaths, pathTitle } from '../tests/model/model';
import { followAgainstSpec, type SpecReference } from '../tests/model/unit';

describe('backToTopMachine', () => {
  it('shows after 300 px of scroll, as the spec says, and not before', () => {
    const actor = createActor(backToTopMachine).start();
    actor.send({ type: 'page.scroll', scrollY: 300 });
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'page.scroll', scrollY: 301 });
    expect(actor.getSnapshot().value).toBe('visible');
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

/** The spec: the button shows once the page is scrolled more than 300 px, and hides again above. */
const backToTopSpec: SpecReference<{ visible: boolean }> = {
  initial: { visible: false },
  next: (view, event) =>
    event.type === 'page.scroll' ? { visible: Number(event.scrollY) > 300 } : view,
};

describe('backToTopMachine, every shortest path, against the spec', () => {
  for (const path of modelPaths(backToTopModel)) {
    it(pathTitle(path), async () => {
      const actor = createActor(backToTopMachine).start();
      await followAgainstSpec(path, backToTopSpec, {
        send: (event) => actor.send(event as BackToTopEvent),
        view: () => ({ visible: actor.getSnapshot().matches('visible') }),
      });
    });
  }
});
