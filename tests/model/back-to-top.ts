import { BACK_TO_TOP_THRESHOLD, backToTopMachine } from '../../machines/backToTop';
import type { MachineModel } from './model';

export const backToTopModel: MachineModel = {
  machine: backToTopMachine,
  events: [
    { type: 'page.scroll', scrollY: BACK_TO_TOP_THRESHOLD * 4 },
    // The threshold itself counts as 'not past it'.
    { type: 'page.scroll', scrollY: BACK_TO_TOP_THRESHOLD },
  ],
  leftOut: {
    'backToTop.activate':
      'Its click scrolls the page to the top, whose scroll events hide the button, so no path can hold `visible` after it; backToTop.test.ts and landing.spec.ts test it.',
  },
};
