/**
 * The islands: the parts of a page that answer from the first paint, without the tools' app (the
 * content pages never load it). Each drives its machine from machines/ on the prerendered markup.
 * An element marked `data-island="<name>"` belongs to the island of that name, which starts once
 * with every element so marked. Their registry is two records: every page's islands here, the
 * landing page's in ./landing.ts.
 */
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE } from '../browser/page-contract';
import { replayKeptPresses } from '../browser/kept-presses';
import { start as backToTop } from './back-to-top';
import type { Island } from './island';
import type { landingIslands } from './landing';
import { start as notFound } from './not-found';

/** The islands of any page, in this module. */
const everyPage = { 'back-to-top': backToTop, 'not-found': notFound } satisfies Record<
  string,
  Island
>;

/**
 * The landing page's islands are a chunk of their own (./landing.ts), loaded only by a page that
 * marks an element for one: the privacy notice, the 404 page and the tool pages never download
 * the menu, the lightbox, the videos or their content. The build preloads the chunk with this
 * module where a page marks one (scripts/prerender/page-additions.mjs): no round trip later.
 */
const landing = () => import('./landing');

export type IslandName = keyof typeof everyPage | keyof typeof landingIslands;

/** The island called `name`: loaded with its chunk, if it is the landing page's. */
async function island(name: string): Promise<Island | undefined> {
  if (Object.hasOwn(everyPage, name)) return everyPage[name as keyof typeof everyPage];
  const { landingIslands: apart } = await landing();
  return Object.hasOwn(apart, name) ? apart[name as keyof typeof apart] : undefined;
}

/**
 * Starts the island of every marked element in `root` not started yet, then answers the presses
 * the boot kept for it. Resolves once every one has started; one whose chunk fails to load
 * (offline, never cached) leaves its elements as painted.
 */
export async function startIslands(root: ParentNode = document): Promise<void> {
  const found = new Map<string, HTMLElement[]>();
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    if (element.hasAttribute(ISLAND_LIVE_ATTRIBUTE)) continue;
    found.set(name, [...(found.get(name) ?? []), element]);
  }
  await Promise.all(
    [...found].map(async ([name, elements]) => {
      const start = await island(name).catch(() => undefined);
      if (!start) return;
      start(elements);
      for (const element of elements) element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
      replayKeptPresses((button) => elements.some((element) => element.contains(button)));
    }),
  );
}
