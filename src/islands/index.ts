/**
 * The islands: the parts of a page that answer from the first paint, without the tools' app (the
 * content pages never load it). Each drives its machine from machines/ on the prerendered markup.
 * An element marked `data-island="<name>"` belongs to the island of that name, which starts once
 * with every element so marked. Their registry is two records: every page's islands here, the
 * landing page's in ./landing.ts. A page loads one islands' module: the landing page's has both
 * (src/entry-landing-islands.ts), every other page's the first (src/entry-islands.ts).
 */
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE } from '../browser/page-contract';
import { replayKeptPresses } from '../browser/kept-presses';
import { nextTask } from '../browser/next-task';
import { start as backToTop } from './back-to-top';
import type { Island } from './island';
import type { landingIslands } from './landing';
import { start as notFound } from './not-found';

/** The islands any page may have. */
export const everyPageIslands = {
  'back-to-top': backToTop,
  'not-found': notFound,
} satisfies Record<string, Island>;

export type IslandName = keyof typeof everyPageIslands | keyof typeof landingIslands;

/**
 * Starts the island of every element marked for one of `islands` and not started yet, a task
 * each (in one task, the landing page's held a phone's main thread 110-150 ms at 4x CPU, and a
 * press waited for all of it), then answers the presses the boot kept for it.
 */
export async function startIslands(islands: Record<string, Island>): Promise<void> {
  const found = new Map<Island, HTMLElement[]>();
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const island = Object.hasOwn(islands, name) ? islands[name] : undefined;
    if (!island || element.hasAttribute(ISLAND_LIVE_ATTRIBUTE)) continue;
    found.set(island, [...(found.get(island) ?? []), element]);
  }
  for (const [island, elements] of found) {
    await nextTask();
    island(elements);
    for (const element of elements) element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    replayKeptPresses(elements);
  }
}
