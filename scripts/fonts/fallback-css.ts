/**
 * The pure half of `npm run fonts:metrics`: the fallback faces' numbers in a stylesheet (the
 * source `src/theme/fonts.css`, or the same rules minified in a built page), and how a layout set
 * in a fallback is scored against the one set in the web font.
 */
import postcss, { type AtRule, type Root } from 'postcss';
import { replaceStyleTags, withCss } from '../html/style-tags.mjs';

/** A web font's vertical metrics, in ems (what the browser lays lines out with). */
export interface VerticalMetrics {
  readonly ascent: number;
  readonly descent: number;
  readonly lineGap: number;
}

/** A fallback face's overrides: `size-adjust` as a ratio (1.0591 for 105.91%). */
export interface FallbackMetrics {
  readonly sizeAdjust: number;
}

export const FALLBACKS = {
  inter: { fallback: 'Inter Fallback', web: 'Inter Variable' },
  sora: { fallback: 'Sora Fallback', web: 'Sora Variable' },
} as const;

export type FamilyId = keyof typeof FALLBACKS;

/** A ratio as the percentage CSS gets, to two decimals (what the file holds). */
export const percent = (ratio: number) => `${Number((ratio * 100).toFixed(2))}%`;

/** The descriptors a fallback face gets: the web font's metrics over its size-adjust. */
export function descriptors(sizeAdjust: number, metrics: VerticalMetrics) {
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': percent(metrics.ascent / sizeAdjust),
    'descent-override': percent(metrics.descent / sizeAdjust),
    'line-gap-override': percent(metrics.lineGap / sizeAdjust),
  };
}

/** The `@font-face` rules of `root` whose family is `family`. */
function facesOf(root: Root, family: string): AtRule[] {
  const faces: AtRule[] = [];
  root.walkAtRules('font-face', (face) => {
    let name: string | undefined;
    face.walkDecls('font-family', (declaration) => {
      name = declaration.value.replaceAll(/["']/g, '').trim();
    });
    if (name === family) faces.push(face);
  });
  return faces;
}

/** The `size-adjust` of `family`'s face in `css`, as a ratio. */
export function readSizeAdjust(css: string, family: string): number {
  let value: string | undefined;
  facesOf(postcss.parse(css), family)[0]?.walkDecls('size-adjust', (declaration) => {
    value = /^([\d.]+)%$/.exec(declaration.value)?.[1];
  });
  if (!value) throw new Error(`Nenhuma @font-face '${family}' com size-adjust`);
  return Number(value) / 100;
}

/** `root`'s faces of `family` with their descriptors set to `values`: how many there were. */
function setDescriptors(root: Root, family: string, values: Record<string, string>): number {
  const faces = facesOf(root, family);
  for (const face of faces) {
    for (const [name, value] of Object.entries(values)) {
      let set = false;
      face.walkDecls(name, (declaration) => {
        declaration.value = value;
        set = true;
      });
      if (!set) throw new Error(`'${family}' não tem ${name}`);
    }
  }
  return faces.length;
}

/**
 * `css` with the four descriptors of `family`'s face set to `values`, everything else (spacing,
 * comments, minified or not) as it was. Fails if the face or one of its descriptors is missing.
 */
export function writeDescriptors(
  css: string,
  family: string,
  values: Record<string, string>,
): string {
  const root = postcss.parse(css);
  if (setDescriptors(root, family, values) === 0) throw new Error(`Nenhuma @font-face '${family}'`);
  return root.toString();
}

/** A built page with `family`'s face set to `values` in whichever of its style elements hold it. */
export function writeDescriptorsInPage(
  html: string,
  family: string,
  values: Record<string, string>,
): string {
  let found = 0;
  const page = replaceStyleTags(html, (tag) => {
    const root = postcss.parse(tag.css);
    const count = setDescriptors(root, family, values);
    found += count;
    return count === 0 ? undefined : withCss(tag, root.toString());
  });
  if (found === 0) throw new Error(`Nenhuma @font-face '${family}' na página`);
  return page;
}

/** One element with text of its own, as laid out: its lines and their total width, in px. */
export interface TextBlock {
  readonly family: FamilyId;
  readonly lines: number;
  readonly width: number;
}

/** How far a fallback's layout is from the web font's: lines wrapped differently, and width. */
export interface Difference {
  readonly lines: number;
  readonly width: number;
}

/** The difference over `family`'s blocks of each page laid out both ways (same elements, in order). */
export function difference(
  family: FamilyId,
  pairs: ReadonlyArray<{ web: readonly TextBlock[]; fallback: readonly TextBlock[] }>,
): Difference {
  let lines = 0;
  let width = 0;
  for (const { web, fallback } of pairs) {
    if (web.length !== fallback.length) throw new Error('As duas medidas não têm os mesmos blocos');
    web.forEach((block, index) => {
      const other = fallback[index];
      if (block.family !== family || !other) return;
      lines += Math.abs(block.lines - other.lines);
      width += Math.abs(block.width - other.width);
    });
  }
  return { lines, width };
}

/** A fallback's difference, and the layout shift of the swap from it (CLS, summed over pages). */
export interface Score extends Difference {
  readonly shift: number;
}

/**
 * Shifts this close count as equal: the same layout, swapped twice, scores up to 0.0001 apart
 * (summed over every page on every screen), and CLS's own thresholds are at 0.1 and 0.25.
 */
const SHIFT_GRAIN = 5e-4;

/** Less shift first; then fewer lines wrapped differently; then less width off. */
export function closer(a: Score, b: Score): boolean {
  const shift = Math.round(a.shift / SHIFT_GRAIN) - Math.round(b.shift / SHIFT_GRAIN);
  if (shift !== 0) return shift < 0;
  return a.lines !== b.lines ? a.lines < b.lines : a.width < b.width;
}
