import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * The link creator's links per channel: `hidden` until the visitor asks for them, then `shown`,
 * one link per channel with its QR code; `copying` while the clipboard works on one of them.
 * The links themselves follow the form (they are the result's link with a reference added), so
 * they are not kept here: a press names the channel and carries its link. The clipboard and the
 * toasts are UI effects: the view provides them. (The spreadsheet download changes no state.)
 */

export interface ChannelLinksContext {
  /** The channel whose link the clipboard is working on, or last worked on. */
  channel: string | null;
}

export type ChannelLinksEvent =
  | { type: 'channels.show' }
  | { type: 'channels.hide' }
  | { type: 'channel.copy'; channel: string; link: string };

export const channelLinksMachine = setup({
  types: {
    context: {} as ChannelLinksContext,
    events: {} as ChannelLinksEvent,
  },
  actors: {
    // The view provides the real clipboard; this stand-in settles at once so the machine runs in
    // Node.
    copyLink: fromPromise(async (_: { input: { link: string } }) => {}),
  },
  actions: {
    setChannel: assign({
      channel: ({ event }) => {
        assertEvent(event, 'channel.copy');
        return event.channel;
      },
    }),
    // Effects the view provides:
    notifyCopied: () => {},
    notifyCopyFailed: () => {},
  },
}).createMachine({
  id: 'channelLinks',
  context: { channel: null },
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'channels.show': 'shown' },
    },
    shown: {
      on: {
        'channels.hide': 'hidden',
        'channel.copy': { target: 'copying', actions: 'setChannel' },
      },
    },
    copying: {
      invoke: {
        id: 'copyLink',
        src: 'copyLink',
        input: ({ event }) => {
          assertEvent(event, 'channel.copy');
          return { link: event.link };
        },
        onDone: { target: 'shown', actions: 'notifyCopied' },
        onError: { target: 'shown', actions: 'notifyCopyFailed' },
      },
    },
  },
});
