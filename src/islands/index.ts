import { ISLAND_ATTRIBUTE } from '../boot/contract';

/** Every island by name (`data-island="<name>"`); each is also its own build entry. */
const islands: Record<string, () => Promise<{ start: (element: HTMLElement) => void }>> = {
  meteors: () => import('./meteor-sky'),
  menu: () => import('./site-menu'),
  videos: () => import('./video-testimonials'),
  lightbox: () => import('./portfolio-lightbox'),
  link: () => import('./link-creator'),
  floating: () => import('./back-to-top'),
};

/** Starts the islands (in `vite dev`, where no boot script does). */
export function startRemainingIslands(): void {
  const started = window.__boot?.islands ?? [];
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const load = islands[name];
    if (!load || started.includes(name)) continue;
    started.push(name);
    void load().then((island) => island.start(element));
  }
}
