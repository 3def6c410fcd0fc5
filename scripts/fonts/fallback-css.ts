/**
 * The pure half of `npm run fonts:metrics`: the fallback faces' numbers in a stylesheet (the
 * source `src/theme/fonts.css`, or the same rules minified in a built page), and how a layout set
 * in a fallback is scored against the one set in the web font.
 */

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

const FACE = /@font-face\s*\{[^}]*\}/g;
const familyOf = (face: string) => /font-family\s*:\s*["']?([^"';}]+)/.exec(face)?.[1]?.trim();

/** The `size-adjust` of `family`'s face in `css`, as a ratio. */
export function readSizeAdjust(css: string, family: string): number {
  const face = css.match(FACE)?.find((rule) => familyOf(rule) === family);
  const value = face && /size-adjust\s*:\s*([\d.]+)%/.exec(face)?.[1];
  if (!value) throw new Error(`Nenhuma @font-face '${family}' com size-adjust`);
  return Number(value) / 100;
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
  let found = false;
  const result = css.replace(FACE, (face) => {
    if (familyOf(face) !== family) return face;
    found = true;
    return Object.entries(values).reduce((rule, [name, value]) => {
      const declaration = new RegExp(`((?:^|[\\s;{])${name}\\s*:\\s*)[^;}]+`);
      if (!declaration.test(rule)) throw new Error(`'${family}' não tem ${name}`);
      return rule.replace(declaration, `$1${value}`);
    }, face);
  });
  if (!found) throw new Error(`Nenhuma @font-face '${family}'`);
  return result;
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
 * (over eight pages), and CLS's own thresholds are at 0.1 and 0.25.
 */
const SHIFT_GRAIN = 5e-4;

/** Less shift first; then fewer lines wrapped differently; then less width off. */
export function closer(a: Score, b: Score): boolean {
  const shift = Math.round(a.shift / SHIFT_GRAIN) - Math.round(b.shift / SHIFT_GRAIN);
  if (shift !== 0) return shift < 0;
  return a.lines !== b.lines ? a.lines < b.lines : a.width < b.width;
}
