import { type MeteorsInput, meteorsMachine } from '../../machines/meteors';
import type { MachineModel } from './model';

/** The shower's seed in every test (the page reads it from `window.__meteorSeed`). */
export const METEOR_SEED = 2026;

/** The machine's own delays, as the events the graph sees; tests make them happen with a clock. */
export const INTRO_ELAPSED = { type: 'xstate.after.introDelay.meteors.waiting' };
export const SHOWER_DUE = { type: 'xstate.after.showerDelay.meteors.prominent' };

const inputs: MeteorsInput[] = [
  { reducedMotion: false, seed: METEOR_SEED },
  { reducedMotion: true, seed: METEOR_SEED },
];

export const meteorsModel: MachineModel = {
  machine: meteorsMachine,
  inputs,
  events: [INTRO_ELAPSED, SHOWER_DUE],
};
