import { assign, setup } from 'xstate';

export type LightboxInput = { items: readonly string[] };

export type LightboxContext = {
  /** The ids of every image, in the order 'next' walks them. */
  items: readonly string[];
  /** The id of the image shown, `null` while closed. */
  selected: string | null;
};

export type LightboxEvent =
  | { type: 'dialog.open'; value: string }
  | { type: 'dialog.close' }
  | { type: 'lightbox.next' }
  | { type: 'lightbox.previous' }
  | { type: 'lightbox.zoom' };

/** The id `step` places away from the selected one, wrapping at both ends. */
function stepFrom(context: LightboxContext, step: number): string | null {
  const { items, selected } = context;
  if (selected === null || items.length === 0) return null;
  const index = items.indexOf(selected);
  return items[(index + step + items.length) % items.length] ?? null;
}

/**
 * The portfolio's full-screen image viewer. Open, it shows one image either fitted to the screen
 * or zoomed to its full resolution (the view pans it with native scrolling). Previous and next
 * wrap around the list and always land fitted, so a new image is first seen whole; closing drops
 * the selection so a stale image can never flash when the viewer opens again.
 */
export const lightboxMachine = setup({
  types: {
    context: {} as LightboxContext,
    events: {} as LightboxEvent,
    input: {} as LightboxInput,
  },
  actions: {
    selectValue: assign((_, params: { value: string }) => ({ selected: params.value })),
    selectNext: assign(({ context }) => ({ selected: stepFrom(context, 1) })),
    selectPrevious: assign(({ context }) => ({ selected: stepFrom(context, -1) })),
    clearSelection: assign({ selected: null }),
  },
}).createMachine({
  id: 'lightbox',
  context: ({ input }) => ({ items: input.items, selected: null }),
  initial: 'closed',
  states: {
    closed: {
      entry: 'clearSelection',
      on: {
        'dialog.open': {
          target: 'open',
          actions: { type: 'selectValue', params: ({ event }) => ({ value: event.value }) },
        },
      },
    },
    open: {
      initial: 'fitted',
      on: {
        'dialog.open': {
          target: '.fitted',
          actions: { type: 'selectValue', params: ({ event }) => ({ value: event.value }) },
        },
        'lightbox.next': { target: '.fitted', actions: 'selectNext' },
        'lightbox.previous': { target: '.fitted', actions: 'selectPrevious' },
        'dialog.close': 'closed',
      },
      states: {
        fitted: { on: { 'lightbox.zoom': 'zoomed' } },
        zoomed: { on: { 'lightbox.zoom': 'fitted' } },
      },
    },
  },
});
