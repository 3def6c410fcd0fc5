import { ISLAND_ATTRIBUTE } from '../../browser/page-contract';
import type { IslandName } from '../../islands';

/** The props that give an element to an island (src/islands/), which binds its behaviour. */
export const islandOf = (name: IslandName) => ({ [ISLAND_ATTRIBUTE]: name });
