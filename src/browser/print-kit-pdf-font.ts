import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The site's Inter, embedded in the kit's PDFs as a subset of the letters printed: print shops
 * refuse a PDF whose fonts are not embedded (Helvetica, a standard font, never is). The files are
 * static Inter's latin subset (every Portuguese letter), regular and bold, as WOFF: its tables
 * are only zlib-compressed, so fontkit's subsetter copies each glyph as it is (a WOFF2's `glyf`
 * table is stored transformed, and glyphs copied from it came out corrupt).
 */

/** The weights the kit prints in: the name and the call to action bold, the rest regular. */
export type InterWeight = 'regular' | 'bold';

const POSTSCRIPT_NAMES: Record<InterWeight, string> = {
  regular: 'Inter',
  bold: 'Inter-Bold',
};

/**
 * Embeds `woff` (Inter in `weight`) in `pdf` as a subset named as the PDF format names one
 * (`ABCDEF+Inter`, `ABCDEF+Inter-Bold`; the tag six capitals, its own for each subset), so
 * `pdffonts` and preflight tools see it as one.
 */
export function embedSubset(
  pdf: PDFDocument,
  woff: Uint8Array,
  tag: string,
  weight: InterWeight = 'regular',
): Promise<PDFFont> {
  pdf.registerFontkit(fontkit);
  return pdf.embedFont(woff, { subset: true, customName: `${tag}+${POSTSCRIPT_NAMES[weight]}` });
}
