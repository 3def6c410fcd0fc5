/**
 * Chromium makes every @font-face of a page afresh, and lays all its text out again, each time a
 * stylesheet holding cascade layers changes. Chakra's styles are layered, so in the tools' app
 * every frame that brings a style of its own paid for it: 8 ms at 1× CPU, and 63 ms of layout in
 * the frame answering GERAR LINK at 4×. Faces added by script are never made afresh. So once the
 * page's deferred stylesheet and its fonts are in, the app holds each face as a `FontFace`, loaded
 * from what is already cached, and then drops the rules: the text never waits for a font.
 */

/** An @font-face rule's declarations, as the CSS object model reads them. */
export interface FontFaceDeclarations {
  getPropertyValue(property: string): string;
}

/** A face's descriptors (this TypeScript's DOM types lack `sizeAdjust`, which browsers take). */
type Descriptors = FontFaceDescriptors & { sizeAdjust?: string };

/** The `FontFace` descriptor each @font-face descriptor is known by. */
const DESCRIPTORS = {
  'font-style': 'style',
  'font-weight': 'weight',
  'font-stretch': 'stretch',
  'font-display': 'display',
  'font-feature-settings': 'featureSettings',
  'unicode-range': 'unicodeRange',
  'size-adjust': 'sizeAdjust',
  'ascent-override': 'ascentOverride',
  'descent-override': 'descentOverride',
  'line-gap-override': 'lineGapOverride',
} as const satisfies Record<string, keyof Descriptors>;

export interface FontFaceSource {
  family: string;
  source: string;
  descriptors: Descriptors;
}

/**
 * What `new FontFace()` takes to make the face a rule declares: its URLs resolved against the
 * stylesheet's own (`base`), as the rule's were.
 */
export function fontFaceSource(declarations: FontFaceDeclarations, base: string): FontFaceSource {
  const family = declarations
    .getPropertyValue('font-family')
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2');
  const source = declarations
    .getPropertyValue('src')
    .replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (_, _quote, url: string) => {
      return `url("${new URL(url, base).href}")`;
    });
  // Each value as the rule has it: the browser parses it as it parsed the rule's.
  const descriptors: Record<string, string> = {};
  for (const [property, descriptor] of Object.entries(DESCRIPTORS)) {
    const value = declarations.getPropertyValue(property).trim();
    if (value) descriptors[descriptor] = value;
  }
  return { family, source, descriptors: descriptors as Descriptors };
}

/** Every @font-face rule of the page's stylesheets, at the top level of each. */
function fontFaceRules(): CSSFontFaceRule[] {
  return [...document.styleSheets].flatMap((sheet) => {
    try {
      return [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule);
    } catch {
      return []; // A cross-origin sheet's rules cannot be read (nor hold our faces).
    }
  });
}

/**
 * Holds the page's faces as `FontFace`s and drops their rules. A face that does not load (offline
 * before it ever was) keeps its rule, and the page its font as it is.
 */
export async function holdFontFaces(): Promise<void> {
  const held = await Promise.all(
    fontFaceRules().map(async (rule) => {
      const base = rule.parentStyleSheet?.href ?? document.baseURI;
      const { family, source, descriptors } = fontFaceSource(rule.style, base);
      const face = new FontFace(family, source, descriptors);
      try {
        await face.load();
      } catch {
        return null;
      }
      document.fonts.add(face);
      return rule;
    }),
  );
  for (const rule of held) {
    const sheet = rule?.parentStyleSheet;
    if (!sheet) continue;
    const index = [...sheet.cssRules].indexOf(rule);
    if (index >= 0) sheet.deleteRule(index);
  }
}
