import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/** A hex colour or a CSS colour function: what a token name should stand for instead. */
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;

/** Files outside the theme allowed colours of their own, each with its reason. */
const ALLOWED: Record<string, string> = {
  'mocks/handlers.ts':
    "draws the test stand-in for a video platform's player: those colours are " +
    "the third party's, not the site's, and never reach the built pages",
  'domain/site-button.ts':
    'writes the chat button a business pastes into its own site: plain CSS with the colours the ' +
    'visitor chose and WhatsApp green, outside our pages and our tokens',
  'domain/site-button-limits.ts':
    "holds WhatsApp's brand green, the chat button's default colour on the business's own site",
  'widget/style.ts':
    "styles the chat widget on the business's own site, inside its shadow root: WhatsApp's " +
    'neutral chat colours in light and dark, outside our pages and our tokens',
  'domain/css-color.ts':
    "reads the colour a visitor types for the chat button in any of CSS's syntaxes, and holds " +
    "CSS's named colours: the visitor's colours for their own site, not ours",
  'content/site-button.ts':
    "the chat button's colour problem shows the formats a visitor may type, by example",
  'domain/print-kit.ts':
    "holds the print kit's themes: ink on paper for a print shop, outside our pages (the " +
    "agency's theme is the brand's violet and night blue, as print colours)",
  'browser/print-kit-pdf.ts':
    "draws those themes into the PDF with pdf-lib's `rgb()`, and its crop marks in black",
};

/**
 * Source files, as paths relative to src/ with forward slashes. Tests are left out: they spell out
 * the colours they expect, as an oracle apart from the code.
 */
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((path) => path.split('\\').join('/'))
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));

function colourLiterals(path: string): string[] {
  return readFileSync(join(SRC, path), 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(COLOUR_LITERAL)].map((match) => `${path}:${index + 1}: ${match[0]}`),
    );
}

describe('colours', () => {
  it('are named only in src/theme: everything else uses its tokens', () => {
    const found = sources
      .filter((path) => !path.startsWith('theme/') && !(path in ALLOWED))
      .flatMap(colourLiterals);
    expect(found).toEqual([]);
  });

  it.each(Object.keys(ALLOWED))('%s still needs its exception', (path) => {
    expect(sources).toContain(path);
    expect(colourLiterals(path)).not.toEqual([]);
  });
});
