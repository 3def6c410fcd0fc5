// Content for the "O que você ganha ao contratar" block (after About), with its video placeholder:
// until the agency's presentation video exists, its frame shows how the work goes, step by step.
// From src/content/data/gains.json.
import data from './data/gains.json' with { type: 'json' };
import type { GainsFile } from './schema/files';

export type Gain = GainsFile['gains'][number];
/** One step of the work, as the video's frame lists it (as text, readable on any screen). */
export type WorkStep = GainsFile['video']['steps'][number];

export const gainsSection: GainsFile = data as GainsFile;
