import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The site's Inter, embedded in the kit's PDFs as a subset of the letters printed: print shops
 * refuse a PDF whose fonts are not embedded (Helvetica, a standard font, never is). The file is
 * the self-hosted variable WOFF2 the site already serves. `@pdf-lib/fontkit` reads it, but its
 * subsetter copies a glyph's bytes straight from the `glyf` table, which in a WOFF2 is stored
 * transformed: accented letters (composite glyphs) came out corrupt. Each glyph of the subset is
 * written again from its outline instead, as fontkit already does for a variation's glyphs.
 */

interface Subset {
  font: {
    getGlyph(id: number): {
      path: { commands: unknown[] };
      advanceWidth: number;
      _getMetrics(): { leftBearing: number };
    };
    _getTableStream(tag: string): { readBuffer(length: number): Uint8Array };
  };
  glyphEncoder: { encodeSimple(path: unknown, instructions: unknown[]): Uint8Array };
  glyf: Uint8Array[];
  loca: { offsets: number[] };
  hmtx: { metrics: { advance: number; bearing: number }[] };
  offset: number;
  _addGlyph(id: number): number;
}

let outlinesOnly = false;

/** Makes fontkit's TrueType subsetter write every glyph from its outline (see above). */
function subsetFromOutlines(subset: Subset) {
  if (outlinesOnly) return;
  outlinesOnly = true;
  (Object.getPrototypeOf(subset) as Subset)._addGlyph = function addGlyph(this: Subset, id) {
    const glyph = this.font.getGlyph(id);
    const bytes =
      glyph.path.commands.length > 0
        ? this.glyphEncoder.encodeSimple(glyph.path, [])
        : this.font._getTableStream('glyf').readBuffer(0);
    this.glyf.push(bytes);
    this.loca.offsets.push(this.offset);
    this.hmtx.metrics.push({
      advance: glyph.advanceWidth,
      bearing: glyph._getMetrics().leftBearing,
    });
    this.offset += bytes.length;
    return this.glyf.length - 1;
  };
}

const withOutlineSubsets = {
  create(bytes: Uint8Array) {
    const font = fontkit.create(bytes);
    subsetFromOutlines(font.createSubset() as unknown as Subset);
    return font;
  },
};

/**
 * Embeds `woff2` in `pdf` as a subset named as the PDF format names one (`ABCDEF+Inter`, the tag
 * being six capitals of the subset's own), so `pdffonts` and preflight tools see it as one.
 */
export function embedSubset(pdf: PDFDocument, woff2: Uint8Array, tag: string): Promise<PDFFont> {
  pdf.registerFontkit(withOutlineSubsets);
  return pdf.embedFont(woff2, { subset: true, customName: `${tag}+Inter` });
}
