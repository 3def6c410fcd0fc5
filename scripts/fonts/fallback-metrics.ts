import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { create } from 'fontkitten';
import { ElementType, parseDocument } from 'htmlparser2';

/**
 * Computes the metric overrides of the fallback fonts in src/theme/fonts.css, so that text painted
 * before a web font arrives takes the space the web font will: `size-adjust` is the web font's
 * width over Arial's on the site's own copy (headings for Sora, the rest for Inter), and the
 * ascent, descent and line gap are the web font's, scaled by it. Arimo stands in for Arial: it is
 * Arial's metric clone, glyph for glyph. Run after `npm run build` when the copy changes a lot:
 * `npm run fonts:fallbacks`.
 */

const CSS = 'src/theme/fonts.css';
const START = '/* Fallback metrics: written by `npm run fonts:fallbacks`, do not edit. */';
const END = '/* End of fallback metrics. */';
const ARIAL_CLONE = 'node_modules/@fontsource/arimo/files/arimo-latin-400-normal.woff2';
const LOCAL_ARIAL = "local('Arial'), local('Liberation Sans'), local('Arimo'), local('Helvetica')";

interface Family {
  /** The fallback's family name in the theme. */
  name: string;
  file: string;
  /** Which text of the pages this family sets. */
  text: 'headings' | 'body';
}

const FAMILIES: Family[] = [
  {
    name: 'Inter Fallback',
    file: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    text: 'body',
  },
  {
    name: 'Sora Fallback',
    file: 'node_modules/@fontsource-variable/sora/files/sora-latin-wght-normal.woff2',
    text: 'headings',
  },
];

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'svg', 'template', 'head']);

/** The visible text of the built pages, split into headings and everything else. */
export function pageText(html: string): { headings: string; body: string } {
  const text = { headings: [] as string[], body: [] as string[] };
  const walk = (nodes: ReturnType<typeof parseDocument>['children'], inHeading: boolean) => {
    for (const node of nodes) {
      if (node.type === ElementType.Text) {
        (inHeading ? text.headings : text.body).push(node.data);
      } else if (node.type === ElementType.Tag && !NOT_TEXT.has(node.name)) {
        walk(node.children, inHeading || HEADINGS.has(node.name));
      }
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children, false);
  const join = (parts: string[]) => parts.join(' ').replace(/\s+/g, ' ').trim();
  return { headings: join(text.headings), body: join(text.body) };
}

type Font = ReturnType<typeof create> & {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  glyphsForString: (text: string) => Array<{ advanceWidth: number }>;
};

const loadFont = (file: string) => create(readFileSync(file)) as Font;

/** The width of a text, in ems. */
const width = (font: Font, text: string) =>
  font.glyphsForString(text).reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / font.unitsPerEm;

const percent = (value: number) => `${Math.round(value * 10_000) / 100}%`;

export function fallbackFaces(pages: string[]): string {
  const texts = pages.map(pageText);
  const arial = loadFont(ARIAL_CLONE);
  return FAMILIES.map(({ name, file, text }) => {
    const font = loadFont(file);
    const copy = texts.map((page) => page[text]).join(' ');
    const sizeAdjust = width(font, copy) / width(arial, copy);
    const scaled = (metric: number) => percent(Math.abs(metric) / font.unitsPerEm / sizeAdjust);
    return [
      '@font-face {',
      `  font-family: '${name}';`,
      `  src: ${LOCAL_ARIAL};`,
      `  size-adjust: ${percent(sizeAdjust)};`,
      `  ascent-override: ${scaled(font.ascent)};`,
      `  descent-override: ${scaled(font.descent)};`,
      `  line-gap-override: ${scaled(font.lineGap)};`,
      '}',
    ].join('\n');
  }).join('\n\n');
}

export function writeFallbackMetrics(): void {
  const css = readFileSync(CSS, 'utf8');
  const start = css.indexOf(START);
  const end = css.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${CSS} has lost its fallback-metrics markers`);
  const pages = readdirSync('dist', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => readFileSync(join('dist', file), 'utf8'));
  if (pages.length === 0) throw new Error('No built pages in dist/: run `npm run build` first');
  const faces = fallbackFaces(pages);
  writeFileSync(CSS, `${css.slice(0, start + START.length)}\n${faces}\n${css.slice(end)}`);
  console.log(faces);
}
