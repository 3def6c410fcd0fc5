import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lightboxMachine } from './lightbox';
import { lightboxInput, lightboxModel } from '../tests/model/lightbox';
import { modelPaths, pathTitle } from '../tests/model/model';
import { sendTo } from '../tests/model/unit';

const items = ['a', 'b', 'c'];
const start = () => createActor(lightboxMachine, { input: { items } }).start();

function openAt(value: string) {
  const actor = start();
  actor.send({ type: 'dialog.open', value });
  return actor;
}

describe('lightboxMachine', () => {
  it('starts closed with nothing selected', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('opens fitted, holding the chosen image', () => {
    const actor = openAt('b');
    expect(actor.getSnapshot().value).toEqual({ open: 'fitted' });
    expect(actor.getSnapshot().context.selected).toBe('b');
  });

  it('steps to the next and previous image', () => {
    const actor = openAt('b');
    actor.send({ type: 'lightbox.next' });
    expect(actor.getSnapshot().context.selected).toBe('c');
    actor.send({ type: 'lightbox.previous' });
    actor.send({ type: 'lightbox.previous' });
    expect(actor.getSnapshot().context.selected).toBe('a');
  });

  it('wraps around at both ends', () => {
    const actor = openAt('c');
    actor.send({ type: 'lightbox.next' });
    expect(actor.getSnapshot().context.selected).toBe('a');
    actor.send({ type: 'lightbox.previous' });
    expect(actor.getSnapshot().context.selected).toBe('c');
  });

  it('toggles zoom while open', () => {
    const actor = openAt('a');
    actor.send({ type: 'lightbox.zoom' });
    expect(actor.getSnapshot().value).toEqual({ open: 'zoomed' });
    actor.send({ type: 'lightbox.zoom' });
    expect(actor.getSnapshot().value).toEqual({ open: 'fitted' });
  });

  it('shows the next image fitted, even when zoomed in', () => {
    const actor = openAt('a');
    actor.send({ type: 'lightbox.zoom' });
    actor.send({ type: 'lightbox.next' });
    expect(actor.getSnapshot().value).toEqual({ open: 'fitted' });
    expect(actor.getSnapshot().context.selected).toBe('b');
  });

  it('clears the selection and the zoom when closed', () => {
    const actor = openAt('a');
    actor.send({ type: 'lightbox.zoom' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.selected).toBeNull();
    actor.send({ type: 'dialog.open', value: 'b' });
    expect(actor.getSnapshot().value).toEqual({ open: 'fitted' });
  });

  it('ignores stepping, zooming and closing while closed', () => {
    const snapshot = start().getSnapshot();
    for (const type of ['lightbox.next', 'lightbox.previous', 'lightbox.zoom', 'dialog.close']) {
      expect(snapshot.can({ type } as never)).toBe(false);
    }
  });
});

describe('lightboxMachine, every shortest path', () => {
  for (const path of modelPaths(lightboxModel)) {
    it(pathTitle(path), async () => {
      const actor = createActor(lightboxMachine, { input: lightboxInput }).start();
      const shown = () => actor.getSnapshot().context.selected;
      await path.test({
        events: sendTo(actor, lightboxModel),
        states: {
          closed: () => expect(shown()).toBeNull(),
          'open.fitted': () => expect(lightboxInput.items).toContain(shown()),
          'open.zoomed': () => expect(lightboxInput.items).toContain(shown()),
        },
      });
    });
  }
});
