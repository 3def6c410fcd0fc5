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

/** WOFF 1.0's signature (`wOFF`), and its header and table directory entry, in bytes. */
const WOFF_SIGNATURE = 0x774f4646;
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/** A zlib stream inflated by the platform (fontkit's own inflater, in JS, is ten times slower). */
async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The font a WOFF wraps, as the TrueType/OpenType file it was made from: each table inflated,
 * in the directory's order, 4-byte aligned. fontkit reads a WOFF by inflating a table again at
 * each read, which made the subset most of a PDF's making time. Anything but a sound WOFF 1.0 (a
 * TrueType file already, a WOFF2, a damaged file) is returned as it is, for fontkit to judge.
 */
export async function unwrapWoff(woff: Uint8Array): Promise<Uint8Array> {
  const input = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER || input.getUint32(0) !== WOFF_SIGNATURE) return woff;
  const count = input.getUint16(12);
  if (WOFF_HEADER + count * WOFF_ENTRY > woff.byteLength) return woff;
  const tables = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const entry = WOFF_HEADER + i * WOFF_ENTRY;
      const offset = input.getUint32(entry + 4);
      const packed = woff.slice(offset, offset + input.getUint32(entry + 8));
      const length = input.getUint32(entry + 12);
      const data = packed.length < length ? await inflate(packed).catch(() => null) : packed;
      return data?.length === length ? { entry, data } : null;
    }),
  );
  // A table that would not inflate, or not to the length the directory records: damaged.
  const sound = tables.filter((table) => table !== null);
  if (sound.length < count) return woff;
  const size = sound.reduce(
    (total, { data }) => total + Math.ceil(data.length / 4) * 4,
    SFNT_HEADER + count * SFNT_ENTRY,
  );
  const sfnt = new Uint8Array(size);
  const output = new DataView(sfnt.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  output.setUint32(0, input.getUint32(4));
  output.setUint16(4, count);
  output.setUint16(6, power * SFNT_ENTRY);
  output.setUint16(8, Math.log2(power));
  output.setUint16(10, (count - power) * SFNT_ENTRY);
  let offset = SFNT_HEADER + count * SFNT_ENTRY;
  sound.forEach(({ entry, data }, i) => {
    const record = SFNT_HEADER + i * SFNT_ENTRY;
    output.setUint32(record, input.getUint32(entry));
    output.setUint32(record + 4, input.getUint32(entry + 16));
    output.setUint32(record + 8, offset);
    output.setUint32(record + 12, data.length);
    sfnt.set(data, offset);
    offset += Math.ceil(data.length / 4) * 4;
  });
  return sfnt;
}

/**
 * Embeds `woff` (Inter in `weight`) in `pdf` as a subset named as the PDF format names one
 * (`ABCDEF+Inter`, `ABCDEF+Inter-Bold`; the tag six capitals, its own for each subset), so
 * `pdffonts` and preflight tools see it as one.
 */
export async function embedSubset(
  pdf: PDFDocument,
  woff: Uint8Array,
  tag: string,
  weight: InterWeight = 'regular',
): Promise<PDFFont> {
  pdf.registerFontkit(fontkit);
  // A browser without DecompressionStream (Safari before 16.4) embeds from the WOFF, slower.
  const font = typeof DecompressionStream === 'function' ? await unwrapWoff(woff) : woff;
  return pdf.embedFont(font, {
    subset: true,
    customName: `${tag}+${POSTSCRIPT_NAMES[weight]}`,
  });
}
