import { assign, setup } from 'xstate';
import { mulberry32 } from '../src/domain/random';

export const INTRO_DELAY_MS = 2000;
export const SHOWER_DELAY_MS = 4000;
export const SHOWER_SIZE = 8;

export type Meteor = {
  id: number;
  /** % of the viewport height, 0..60 */
  top: number;
  /** % of the viewport width, 0..100 */
  left: number;
  /** animation delay in seconds, 0..6 */
  delay: number;
  /** animation duration in seconds, 2.5..6 */
  duration: number;
  /** trail length in px, 80..200 */
  length: number;
};

/** `seed` picks the shower: the view passes a random one, tests a fixed one. */
export type MeteorsInput = { reducedMotion: boolean; seed: number };

export type MeteorsContext = MeteorsInput & { meteors: Meteor[] };

function between(random: () => number, min: number, max: number): number {
  return Math.round((min + random() * (max - min)) * 100) / 100;
}

/** The shower's meteors, drawn in a fixed order from `random` (values in [0, 1)). */
export function createShower(random: () => number): Meteor[] {
  return Array.from({ length: SHOWER_SIZE }, (_, id) => ({
    id,
    top: between(random, 0, 60),
    left: between(random, 0, 100),
    delay: between(random, 0, 6),
    duration: between(random, 2.5, 6),
    length: between(random, 80, 200),
  }));
}

/**
 * The background meteor timeline: a pause, one prominent meteor, then a shower of random meteors
 * that plays on in CSS. Visitors who prefer reduced motion go straight to `off` and never see
 * any. Context stays plain data: the shower is drawn from `mulberry32(seed)` when it starts.
 */
export const meteorsMachine = setup({
  types: {
    input: {} as MeteorsInput,
    context: {} as MeteorsContext,
  },
  guards: {
    prefersReducedMotion: ({ context }) => context.reducedMotion,
  },
  actions: {
    generateShower: assign({ meteors: ({ context }) => createShower(mulberry32(context.seed)) }),
  },
  delays: {
    introDelay: INTRO_DELAY_MS,
    showerDelay: SHOWER_DELAY_MS,
  },
}).createMachine({
  id: 'meteors',
  context: ({ input }) => ({ ...input, meteors: [] }),
  initial: 'waiting',
  states: {
    waiting: {
      always: { guard: 'prefersReducedMotion', target: 'off' },
      after: { introDelay: 'prominent' },
    },
    prominent: {
      after: { showerDelay: 'shower' },
    },
    shower: {
      entry: 'generateShower',
    },
    off: {},
  },
});
