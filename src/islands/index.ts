/**
 * The islands: the parts of a page that answer from the first paint, without the tools' app (the
 * content pages never load it). Each drives its machine from machines/ on the prerendered markup.
 * This is their one registry: an element marked `data-island="<name>"` belongs to the island of
 * that name, which starts once with every element so marked.
 */
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE } from '../browser/page-contract';
import { replayKeptPresses } from '../browser/kept-presses';
import { start as backToTop } from './back-to-top';
import { start as lightbox } from './lightbox';
import { start as menu } from './menu';
import { start as meteors } from './meteors';
import { start as notFound } from './not-found';
import { start as scrollRow } from './scroll-row';
import { start as videoModal } from './video-modal';

/** Binds an island to its elements (in document order). */
type Island = (elements: HTMLElement[]) => void;

const islands = {
  'back-to-top': backToTop,
  lightbox,
  menu,
  meteors,
  'not-found': notFound,
  'scroll-row': scrollRow,
  'video-modal': videoModal,
} satisfies Record<string, Island>;

export type IslandName = keyof typeof islands;

const isIsland = (name: string): name is IslandName => Object.hasOwn(islands, name);

/**
 * Starts the island of every marked element in `root` not started yet, then answers the presses
 * the boot kept for it.
 */
export function startIslands(root: ParentNode = document): void {
  const found = new Map<IslandName, HTMLElement[]>();
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    if (!isIsland(name) || element.hasAttribute(ISLAND_LIVE_ATTRIBUTE)) continue;
    found.set(name, [...(found.get(name) ?? []), element]);
  }
  for (const [name, elements] of found) {
    islands[name](elements);
    for (const element of elements) element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    replayKeptPresses((button) => elements.some((element) => element.contains(button)));
  }
}
