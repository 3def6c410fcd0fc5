import { assign, setup } from 'xstate';

export type SelectionDialogContext = { selected: string | null };

export type SelectionDialogEvent =
  { type: 'dialog.open'; value: string } | { type: 'dialog.close' };

/**
 * A dialog that shows one selected item at a time: the portfolio lightbox and the testimonial
 * video modal behave the same, so both are instances of this factory. The selection lives in
 * context rather than in state names because the items are data, not behaviour; closing always
 * drops it so a stale item can never flash when the dialog opens again.
 */
export function createSelectionDialogMachine(id: string) {
  return setup({
    types: {
      context: {} as SelectionDialogContext,
      events: {} as SelectionDialogEvent,
    },
    actions: {
      selectValue: assign((_, params: { value: string }) => ({ selected: params.value })),
      clearSelection: assign({ selected: null }),
    },
  }).createMachine({
    id,
    context: { selected: null },
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
        on: {
          'dialog.open': {
            actions: { type: 'selectValue', params: ({ event }) => ({ value: event.value }) },
          },
          'dialog.close': 'closed',
        },
      },
    },
  });
}

export type SelectionDialogMachine = ReturnType<typeof createSelectionDialogMachine>;
