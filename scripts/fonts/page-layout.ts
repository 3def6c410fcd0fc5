import type { Page } from '@playwright/test';
import type { FamilyId, TextBlock, VerticalMetrics } from './fallback-css';

/*
 * What runs in the page for `npm run fonts:metrics`. Each function is passed to `page.evaluate`
 * whole, so it reads nothing from this module.
 */

/** Every element with text of its own, in document order: its family, lines and text width. */
function layout(): TextBlock[] {
  const blocks: TextBlock[] = [];
  const range = document.createRange();
  for (const element of document.body.querySelectorAll('*')) {
    const texts = [...element.childNodes].filter(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (texts.length === 0) continue;
    const font = getComputedStyle(element).fontFamily;
    const family: FamilyId | undefined = font.startsWith('"Sora')
      ? 'sora'
      : font.startsWith('"Inter')
        ? 'inter'
        : undefined;
    const box = element.getBoundingClientRect();
    // Text no one sees (closed dialogs, templates) or clipped to a pixel (for screen readers).
    if (!family || box.width <= 1 || box.height <= 1) continue;
    const tops = new Set<number>();
    let width = 0;
    for (const text of texts) {
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        tops.add(Math.round(rect.top));
        width += rect.width;
      }
    }
    blocks.push({ family, lines: tops.size, width });
  }
  return blocks;
}

/** Each web font's vertical metrics, as the browser sets lines in it. */
function webMetrics(families: Record<FamilyId, string>): Record<FamilyId, VerticalMetrics> {
  // Chromium rounds a font's ascent and descent to whole pixels, and sets no font larger than
  // this: rounded to 0.005%.
  const size = 10_000;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('Sem canvas 2D');
  const line = document.createElement('div');
  line.textContent = 'Hxg';
  // One line, whatever the page's wrapping rules and width.
  line.style.cssText = 'position: absolute; white-space: nowrap';
  document.body.append(line);
  const entries = Object.entries(families).map(([id, family]) => {
    context.font = `${size}px "${family}"`;
    const { fontBoundingBoxAscent: ascent, fontBoundingBoxDescent: descent } =
      context.measureText('H');
    // A line of `line-height: normal` is the ascent, descent and line gap: the gap is the rest.
    line.style.font = `${size}px/normal "${family}"`;
    const height = line.getBoundingClientRect().height;
    return [
      id,
      {
        ascent: ascent / size,
        descent: descent / size,
        lineGap: Math.max(0, Math.round(height - ascent - descent)) / size,
      },
    ];
  });
  line.remove();
  return Object.fromEntries(entries) as Record<FamilyId, VerticalMetrics>;
}

/** Takes the web fonts out of the page (kept aside): its text falls back to the faces under test. */
function dropWebFonts(families: string[]) {
  const kept: FontFace[] = [];
  for (const face of [...document.fonts]) {
    if (!families.includes(face.family.replaceAll('"', ''))) continue;
    kept.push(face);
    document.fonts.delete(face);
  }
  Object.assign(window, { __webFonts: kept });
}

/**
 * The layout shift the web fonts' swap makes now, as the browser scores it (CLS): the fallback
 * painted, the web fonts put back, every shift of the next frames summed; then they are taken
 * out again.
 */
async function swapShiftNow(): Promise<number> {
  const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
  const faces = (window as unknown as { __webFonts: FontFace[] }).__webFonts;
  await frame();
  await frame();
  let shift = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      shift += (entry as PerformanceEntry & { value: number }).value;
  });
  observer.observe({ type: 'layout-shift' });
  for (const face of faces) document.fonts.add(face);
  await document.fonts.ready;
  await frame();
  await frame();
  for (const entry of observer.takeRecords())
    shift += (entry as PerformanceEntry & { value: number }).value;
  observer.disconnect();
  for (const face of faces) document.fonts.delete(face);
  await frame();
  return shift;
}

/** Replaces each fallback face's rule, where the page's stylesheets have it, with the one given. */
async function replaceFaces(rules: Record<string, string>) {
  for (const [family, rule] of Object.entries(rules)) {
    for (const sheet of document.styleSheets) {
      const index = [...sheet.cssRules].findIndex(
        (cssRule) =>
          cssRule instanceof CSSFontFaceRule &&
          cssRule.style.getPropertyValue('font-family').replaceAll(/["']/g, '') === family,
      );
      if (index < 0) continue;
      sheet.deleteRule(index);
      sheet.insertRule(rule, index);
    }
  }
  await document.fonts.ready;
}

export const measureLayout = (page: Page) => page.evaluate(layout);
export const measureWebMetrics = (page: Page, families: Record<FamilyId, string>) =>
  page.evaluate(webMetrics, families);
export const dropWebFontsFrom = (page: Page, families: string[]) =>
  page.evaluate(dropWebFonts, families);
/**
 * The page with these fallback faces (each family's rule, whole): its layout, and the layout
 * shift of the swap to the web fonts at the top of the page.
 */
export async function measureFallback(page: Page, rules: Record<string, string>) {
  await page.evaluate(replaceFaces, rules);
  const layout = await measureLayout(page);
  return { layout, shift: await page.evaluate(swapShiftNow) };
}
