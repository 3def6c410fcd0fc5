import type { WidgetRotation } from './config';

/** How long each number's turn lasts when the numbers take turns. */
export const TURN_MS = 60_000;

export interface RotationWorld {
  /** A number in [0, 1). */
  readonly random: () => number;
  readonly now: number;
  /** The visitor's kept choice (sticky only), as `keptChoice` wrote it. */
  readonly kept: string | null;
}

/**
 * Which of `count` numbers this visitor is sent to. Random: any, evenly. In turn: the numbers take
 * turns of a minute each, so visits spread evenly over the day with no server. Sticky: random the
 * first time, then the same one (the choice is kept under a key that names the list, so a changed
 * list chooses again).
 */
export function pickNumber(
  count: number,
  mode: WidgetRotation,
  world: RotationWorld,
  list: string,
): number {
  if (count <= 1) return 0;
  if (mode === 'turn') return Math.floor(world.now / TURN_MS) % count;
  if (mode === 'sticky' && world.kept) {
    const split = world.kept.indexOf(':');
    const index = Number(world.kept.slice(0, split));
    const sameList = world.kept.slice(split + 1) === list;
    if (sameList && Number.isInteger(index) && index >= 0 && index < count) return index;
  }
  return Math.min(count - 1, Math.floor(world.random() * count));
}

/** What a sticky choice keeps: the index and the list it was made from. */
export function keptChoice(index: number, list: string): string {
  return `${index}:${list}`;
}
