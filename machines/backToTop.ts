import { not, setup } from 'xstate';

export const BACK_TO_TOP_THRESHOLD = 300;

export type BackToTopEvent =
  { type: 'page.scroll'; scrollY: number } | { type: 'backToTop.activate' };

/**
 * The floating 'back to top' button. It only appears once the visitor has scrolled past the
 * threshold, so the decision lives here and the view just forwards scroll positions. Scrolling
 * itself is a browser effect: `scrollToTop` is a stub the component provides.
 */
export const backToTopMachine = setup({
  types: {
    events: {} as BackToTopEvent,
  },
  guards: {
    isPastThreshold: ({ event }) =>
      event.type === 'page.scroll' && event.scrollY > BACK_TO_TOP_THRESHOLD,
  },
  actions: {
    scrollToTop: () => {},
  },
}).createMachine({
  id: 'backToTop',
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'page.scroll': { guard: 'isPastThreshold', target: 'visible' },
      },
    },
    visible: {
      on: {
        'page.scroll': { guard: not('isPastThreshold'), target: 'hidden' },
        'backToTop.activate': { actions: 'scrollToTop' },
      },
    },
  },
});
