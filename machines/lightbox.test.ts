import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type LightboxEvent, lightboxMachine } from './lightbox';
import { lightboxInput, lightboxModel } from '../tests/model/lightbox';
import { modelPaths, pathTitle } from '../tests/model/model';
import { followAgainstSpec, type SpecReference } from '../tests/model/unit';

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

  it('shows another project fitted when one is opened over it (a second click before the veil)', () => {
    const actor = openAt('a');
    actor.send({ type: 'lightbox.zoom' });
    actor.send({ type: 'dialog.open', value: 'c' });
    expect(actor.getSnapshot().value).toEqual({ open: 'fitted' });
    expect(actor.getSnapshot().context.selected).toBe('c');
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

type LightboxView = { open: boolean; zoomed: boolean; shown: string | null };

/**
 * The spec's lightbox over the portfolio, in order: a project opens fitted; previous and next wrap
 * at both ends and land fitted; the zoom button toggles full size; closing shows nothing.
 */
function lightboxSpec(items: readonly string[]): SpecReference<LightboxView> {
  const step = (shown: string | null, by: number) =>
    items[(items.indexOf(shown ?? '') + by + items.length) % items.length] ?? null;
  return {
    initial: { open: false, zoomed: false, shown: null },
    next: (view, event) => {
      switch (event.type) {
        case 'dialog.open':
          return { open: true, zoomed: false, shown: String(event.value) };
        case 'lightbox.next':
          return { ...view, zoomed: false, shown: step(view.shown, 1) };
        case 'lightbox.previous':
          return { ...view, zoomed: false, shown: step(view.shown, -1) };
        case 'lightbox.zoom':
          return { ...view, zoomed: !view.zoomed };
        case 'dialog.close':
          return { open: false, zoomed: false, shown: null };
        default:
          return view;
      }
    },
  };
}

describe('lightboxMachine, every shortest path, against the spec', () => {
  for (const path of modelPaths(lightboxModel)) {
    it(pathTitle(path), async () => {
      const actor = createActor(lightboxMachine, { input: lightboxInput }).start();
      await followAgainstSpec(path, lightboxSpec(lightboxInput.items), {
        send: (event) => actor.send(event as LightboxEvent),
        view: () => ({
          open: actor.getSnapshot().matches('open'),
          zoomed: actor.getSnapshot().matches({ open: 'zoomed' }),
          shown: actor.getSnapshot().context.selected,
        }),
      });
    });
  }
});
