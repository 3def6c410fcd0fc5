import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { startServer } from '../servers/local-server.mjs';
import { FONTS_PORT } from '../servers/ports.mjs';
import {
  closer,
  descriptors,
  difference,
  FALLBACKS,
  percent,
  readSizeAdjust,
  writeDescriptors,
  writeDescriptorsInPage,
  type Score,
  type FamilyId,
  type TextBlock,
  type VerticalMetrics,
} from './fallback-css';
import { dropWebFontsFrom, measureFallback, measureLayout, measureWebMetrics } from './page-layout';
import { swapShift } from './swap-shift';

/*
 * `npm run fonts:metrics` (after `npm run build`): the fallback faces' metrics in fonts.css, found
 * in the browser. Every page is laid out in the web fonts on four screens (SCREENS); then, in the same
 * page with the web fonts taken out, with candidate fallbacks, each followed by the swap back to
 * the web fonts. Each family keeps the size-adjust whose swap the browser scores the smallest
 * layout shift at the top of the pages (CLS), then that wraps the fewest lines differently
 * anywhere on them, then that sets its text closest to the web font's width. Ascent, descent and
 * line gap are the web font's as the browser reads them, over that size-adjust. The new numbers
 * are written only if the swap moves the pages no more than with the numbers in the file (CLS of
 * the swap, measured on cold loads with the fonts held back), within the loads' noise. Scored on
 * Lighthouse's screens too, the numbers it finds leave Lighthouse's CLS where the file's were.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const CSS = resolve(ROOT, 'src/theme/fonts.css');
const PAGES = [
  '/',
  '/ferramentas/whatsapp-link-creator',
  '/ferramentas/botao-whatsapp-para-site',
  '/privacidade',
];
/** Where the swap's shift is measured: the pages a visitor lands on. */
const SHIFT_PAGES = ['/', '/ferramentas/whatsapp-link-creator'];
/**
 * The tests' two viewports, and the two screens Lighthouse loads the pages on: its phone (412 px
 * at 1.75 device pixels per CSS pixel, where a line can wrap where it does not at 390) and its
 * desktop. A swap that moves nothing at one width can still move a line at another.
 */
const SCREENS: BrowserContextOptions[] = [
  { viewport: { width: 390, height: 844 } },
  { viewport: { width: 1280, height: 800 } },
  ...Object.values(screenEmulationMetrics).map(({ width, height, deviceScaleFactor, mobile }) => ({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: mobile,
    hasTouch: mobile,
  })),
];
const FAMILIES = Object.keys(FALLBACKS) as FamilyId[];
/** Where each size-adjust is looked for, as a ratio: the first pass's range. */
const RANGE: Record<FamilyId, [number, number]> = { inter: [1.02, 1.1], sora: [1.08, 1.2] };
const COARSE_STEPS = 40;
/**
 * How far apart two sums of the swap's shift on cold loads can be and still be the same: the
 * loads' timing varies by about 0.0001 a page, and Lighthouse reports CLS to three places.
 */
const SHIFT_NOISE = 0.001;
/** The second pass: around the first pass's best, one of its steps either way. */
const FINE_STEPS = 16;
const LOCAL_ARIAL = "local('Arial'), local('Liberation Sans'), local('Arimo'), local('Helvetica')";

type Sizes = Record<FamilyId, number>;
interface View {
  page: Page;
  web: TextBlock[];
}

const faceRule = (family: FamilyId, sizeAdjust: number, metrics: VerticalMetrics) =>
  `@font-face { font-family: '${FALLBACKS[family].fallback}'; src: ${LOCAL_ARIAL}; ${Object.entries(
    descriptors(sizeAdjust, metrics),
  )
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')} }`;

/** Every fallback face rewritten to `sizes` by `write` (a stylesheet's way, or a page's). */
const rewriteFaces = (
  text: string,
  sizes: Sizes,
  metrics: Record<FamilyId, VerticalMetrics>,
  write: typeof writeDescriptors = writeDescriptors,
) =>
  FAMILIES.reduce(
    (written, family) =>
      write(written, FALLBACKS[family].fallback, descriptors(sizes[family], metrics[family])),
    text,
  );

/** Each page at each viewport, laid out in the web fonts, then left with its fallbacks only. */
async function openViews(browser: Browser, origin: string) {
  const views: View[] = [];
  let metrics: Record<FamilyId, VerticalMetrics> | undefined;
  const webFamilies = FAMILIES.map((family) => FALLBACKS[family].web);
  for (const screen of SCREENS) {
    for (const path of PAGES) {
      // A window each: a page behind another in its window gets its frames throttled.
      const context = await browser.newContext({ ...screen, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(origin + path);
      // Every section laid out (none skipped as far from view), the deferred styles in, and the
      // web fonts, which the boot adds after the first paint.
      await page.evaluate(() => document.documentElement.setAttribute('data-measure', ''));
      await page.waitForFunction(
        (families) =>
          !document.documentElement.hasAttribute('data-styling') &&
          families.every((family) =>
            [...document.fonts].some(
              (face) => face.family.replaceAll('"', '') === family && face.status === 'loaded',
            ),
          ),
        webFamilies,
      );
      await page.evaluate(() => document.fonts.ready);
      metrics ??= await measureWebMetrics(page, {
        inter: FALLBACKS.inter.web,
        sora: FALLBACKS.sora.web,
      });
      const web = await measureLayout(page);
      await dropWebFontsFrom(page, webFamilies);
      views.push({ page, web });
    }
  }
  if (!metrics) throw new Error('Nenhuma página medida');
  return { views, metrics };
}

/** Every view with the fallbacks at `sizes`: the swap's shift, and each family's difference. */
async function score(
  views: View[],
  metrics: Record<FamilyId, VerticalMetrics>,
  sizes: Sizes,
): Promise<Record<FamilyId, Score>> {
  const rules = Object.fromEntries(
    FAMILIES.map((family) => [
      FALLBACKS[family].fallback,
      faceRule(family, sizes[family], metrics[family]),
    ]),
  );
  const pairs: Array<{ web: TextBlock[]; fallback: TextBlock[] }> = [];
  let shift = 0;
  for (const view of views) {
    const fallback = await measureFallback(view.page, rules);
    pairs.push({ web: view.web, fallback: fallback.layout });
    shift += fallback.shift;
  }
  return Object.fromEntries(
    FAMILIES.map((family) => [family, { shift, ...difference(family, pairs) }]),
  ) as Record<FamilyId, Score>;
}

/** `family`'s best size in `grid`, the other family's kept at `sizes`. */
async function search(
  views: View[],
  metrics: Record<FamilyId, VerticalMetrics>,
  family: FamilyId,
  grid: number[],
  sizes: Sizes,
): Promise<{ size: number; score: Score }> {
  let best = { size: NaN, score: { shift: Infinity, lines: Infinity, width: Infinity } };
  for (const size of grid) {
    const found = (await score(views, metrics, { ...sizes, [family]: size }))[family];
    console.error(`  ${family} ${percent(size)}: ${describeScore(found)}`);
    if (closer(found, best.score)) best = { size, score: found };
  }
  return best;
}

const steps = (from: number, to: number, count: number) =>
  Array.from({ length: count + 1 }, (_, index) => from + ((to - from) * index) / count);

const describeScore = (found: Score) =>
  `swap CLS ${found.shift.toFixed(4)} over the pages' tops, ` +
  `${found.lines} lines wrapped differently, ${found.width.toFixed(0)} px of text width off`;
const describe = (size: number, found: Score) => `${percent(size)}: ${describeScore(found)}`;

export async function writeFallbackMetrics(): Promise<string> {
  const { values } = parseArgs({
    args: process.argv.slice(4),
    options: {
      port: { type: 'string', default: String(FONTS_PORT) },
      // Reports what it finds, and leaves the file as it is.
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const origin = `http://127.0.0.1:${values.port}`;
  const css = readFileSync(CSS, 'utf8');
  const current = Object.fromEntries(
    FAMILIES.map((family) => [family, readSizeAdjust(css, FALLBACKS[family].fallback)]),
  ) as Sizes;
  const server = await startServer({
    command: 'node',
    args: ['scripts/preview-nginx.mjs', '--port', String(values.port)],
    origin,
    cwd: ROOT,
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const { views, metrics } = await openViews(browser, origin);
    // One family at a time (the swap's shift depends on both), coarse then fine, twice over.
    const sizes = { ...current };
    for (let round = 0; round < 2; round++) {
      for (const family of FAMILIES) {
        const [from, to] = RANGE[family];
        const coarse = await search(views, metrics, family, steps(from, to, COARSE_STEPS), sizes);
        const reach = (to - from) / COARSE_STEPS;
        const fine = steps(coarse.size - reach, coarse.size + reach, FINE_STEPS);
        sizes[family] = (await search(views, metrics, family, fine, sizes)).size;
      }
    }
    // Rounded as the file holds them, then scored beside the file's own numbers.
    const computed = Object.fromEntries(
      FAMILIES.map((family) => [family, Number(sizes[family].toFixed(4))]),
    ) as Sizes;
    const after = await score(views, metrics, computed);
    const before = await score(views, metrics, current);
    const report = FAMILIES.map(
      (family) =>
        `${FALLBACKS[family].web}: ascent ${metrics[family].ascent}, descent ` +
        `${metrics[family].descent}, line gap ${metrics[family].lineGap} em`,
    );
    report.push(
      ...FAMILIES.map(
        (family) =>
          `${FALLBACKS[family].fallback}: in the file ${describe(current[family], before[family])}; ` +
          `computed ${describe(computed[family], after[family])}`,
      ),
    );
    await Promise.all(views.map((view) => view.page.context().close()));

    const shift = { current: 0, computed: 0 };
    for (const path of SHIFT_PAGES) {
      for (const screen of SCREENS) {
        const row = [];
        for (const [name, sizes] of Object.entries({ current, computed })) {
          // The page as built for the file's numbers; rewritten for the computed ones.
          const value = await swapShift(browser, origin + path, screen, (html) =>
            sizes === current ? html : rewriteFaces(html, sizes, metrics, writeDescriptorsInPage),
          );
          shift[name as keyof typeof shift] += value;
          row.push(`${name} ${value.toFixed(4)}`);
        }
        report.push(`swap CLS ${path} at ${screen.viewport?.width}px: ${row.join(', ')}`);
      }
    }
    const same = FAMILIES.every((family) => percent(computed[family]) === percent(current[family]));
    if (same) report.push('The file already holds these numbers.');
    else if (shift.computed > shift.current + SHIFT_NOISE)
      report.push('The computed numbers move the pages more: the file is left as it is.');
    else if (values['dry-run']) report.push('Not written (--dry-run).');
    else {
      writeFileSync(CSS, rewriteFaces(css, computed, metrics));
      report.push(`Written to ${CSS}.`);
    }
    return report.join('\n');
  } finally {
    await browser.close();
    server.stop();
  }
}
