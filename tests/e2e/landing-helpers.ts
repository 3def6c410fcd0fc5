import type { Page } from '@playwright/test';

import { METEOR_SEED } from '../model/meteors';
import { gotoReady } from './fixtures';
import { sectionEntries } from '../../src/content/menu';

/**
 * Brings every fade-in block into view in turn, then scrolls back to the top. Each step waits until
 * the browser has run its intersection observers for that block (ours, created after the scroll,
 * reports in the same rendering step as the page's own), so no block is skipped however busy the
 * machine is; and it needs no timers, so it works with the page's clock paused.
 */
export async function revealWholePage(page: Page) {
  const count = await page.locator('[data-reveal]').count();
  for (let index = 0; index < count; index += 1) {
    await page
      .locator('[data-reveal]')
      .nth(index)
      .evaluate(
        (element) =>
          new Promise<void>((resolve) => {
            element.scrollIntoView({ block: 'center', behavior: 'instant' });
            const observer = new IntersectionObserver(() => {
              observer.disconnect();
              resolve();
            });
            observer.observe(element);
          }),
      );
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Resolves once the browser has computed intersections for the element in its current position:
 * the page's own observers have then been told too, so "not revealed yet" is a settled fact.
 */
export async function intersectionsComputed(page: Page, selector: string) {
  await page
    .locator(selector)
    .first()
    .evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(element);
        }),
    );
}

/**
 * The meteor timeline mounts just after hydration (it is client-only): advancing the clock before
 * it exists would let its delays start late. Its layer is there in every state, `off` included.
 */
export async function meteorTimelineStarted(page: Page) {
  await page.locator('[data-meteors]').waitFor({ state: 'attached' });
}

/**
 * The meteors of a kind as drawn: the island draws each meteor in every window of clear sky
 * (`[data-sky]`) its flight crosses, so one meteor may be drawn several times.
 */
export const meteorsOf = (page: Page, kind: 'prominent' | 'shower') =>
  page.locator(`[data-sky] [data-meteor="${kind}"]`);

/** How many meteors of a kind are in the sky, each counted once (by its place and timing). */
export const meteorCount = (page: Page, kind: 'prominent' | 'shower') =>
  meteorsOf(page, kind).evaluateAll(
    (meteors) => new Set(meteors.map((meteor) => meteor.getAttribute('style'))).size,
  );

/** Loads a page with time stopped, so timed effects start at a known instant. */
export async function openWithFrozenClock(page: Page, path = '/') {
  await page.clock.install({ time: new Date('2026-01-01T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T12:00:01Z'));
  await gotoReady(page, path);
  if (path === '/') await meteorTimelineStarted(page);
}

/** Seeds the meteor shower so its 8 meteors land in the same places every run. */
export async function seedMeteors(page: Page, seed = METEOR_SEED) {
  await page.addInitScript((value) => {
    window.__meteorSeed = value;
  }, seed);
}

/**
 * The spec's menu: its sections' labels and anchors, in order, written out as the spec gives them
 * so the page is held to the spec rather than to its own content.
 */
export const SPEC_MENU_SECTIONS = [
  ['Início', 'hero'],
  ['Serviços', 'services'],
  ['Portfólio', 'portfolio'],
  ['Sobre', 'about'],
  ['Depoimentos', 'testimonials'],
  ['Contato', 'contact'],
] as const;

/** The sections the menu leads to, in its order. */
export const SECTION_IDS = sectionEntries.map((entry) => entry.anchor);
