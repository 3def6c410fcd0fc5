// Content for the Numbers section, right below the hero: src/content/data/stats.json.
import data from './data/stats.json' with { type: 'json' };
import type { StatsFile } from './schema/files';

export type Stat = StatsFile['stats'][number];

export interface StatsSection {
  ariaLabel: string;
}

export const statsSection: StatsSection = {
  /** Accessible name for the list of numbers (the section has no visible heading). */
  ariaLabel: 'Nossos números',
};

export const stats: readonly Stat[] = (data as StatsFile).stats;
