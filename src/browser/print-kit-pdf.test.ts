import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { encode } from 'uqr';
import { afterAll, describe, expect, it } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { PRINT_FORMATS, PRINT_THEMES, type PrintLayout, printLayout } from '../domain/print-kit';
import { INTER_BOLD_WIDTHS, INTER_WIDTHS } from '../domain/print-kit-font-widths';
import { printKitPdf } from './print-kit-pdf';
import { embedSubset, unwrapWoff } from './print-kit-pdf-font';

/**
 * The promise of the kit: each format's PDF, rasterised at 150 dpi (what a print shop's cheapest
 * proof and an office printer resolve) by Poppler, still scans to the link, with and without a
 * logo over the code's centre. Decoded by jsQR, a decoder that shares no code with the encoder.
 */

const LINK =
  'https://wa.me/5511987654321?text=Ol%C3%A1!%20Quero%20um%20or%C3%A7amento%20do%20site.';
const interWoff = (weight: 400 | 700) =>
  new Uint8Array(
    readFileSync(
      join(
        import.meta.dirname,
        `../../node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
      ),
    ),
  );
const fonts = { regular: interWoff(400), bold: interWoff(700) };
const dir = mkdtempSync(join(tmpdir(), 'print-kit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A logo as dark as a real one: a solid brand square with a white ring, PNG. */
async function logoPng(): Promise<Uint8Array> {
  const ring = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="teal"/><circle cx="120" cy="120" r="80" fill="none" stroke="white" stroke-width="24"/></svg>',
  );
  return new Uint8Array(await sharp(ring).png().toBuffer());
}

/** What a phone's camera frames: the code, its quiet zone and a margin of the piece beyond. */
const FRAMED_MODULES = 6;
const DPI = 150;

/**
 * The PDF rasterised at 150 dpi by Poppler, only where the camera looks (the code and the piece
 * around it; the rest of a poster only made the decoder slower), and decoded.
 */
async function decodeAt150Dpi(pdf: Uint8Array, name: string, layout: PrintLayout) {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const px = (mm: number) => String(Math.round((mm / 25.4) * DPI));
  const { qr, modules } = layout;
  const margin = FRAMED_MODULES * qr.module;
  const side = px(modules.length * qr.module + 2 * margin);
  const crop = ['-x', px(qr.x - margin), '-y', px(qr.y - margin), '-W', side, '-H', side];
  execFileSync('pdftoppm', ['-r', `${DPI}`, ...crop, '-png', '-singlefile', file, join(dir, name)]);
  const { data, info } = await sharp(readFileSync(join(dir, `${name}.png`)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('the print kit PDF at 150 dpi', async () => {
  const logo = await logoPng();
  // Every format in every theme, with and without a logo; the name and bleed in turn.
  const cases = PRINT_FORMATS.flatMap((format) =>
    PRINT_THEMES.flatMap((theme, t) =>
      [false, true].map((withLogo) => ({
        format,
        theme,
        withLogo,
        bleed: (t + Number(withLogo)) % 2 === 1,
      })),
    ),
  );
  for (const { format, theme, withLogo, bleed } of cases) {
    it(`${format}, ${theme}${withLogo ? ', with a logo' : ''}${bleed ? ', with bleed' : ''}, scans to the link`, async () => {
      const modules = encode(LINK, { ecc: 'H', border: 0 }).data;
      const layout = printLayout({
        format,
        modules,
        cta: 'Fale com a gente no WhatsApp',
        number: '+55 11 98765-4321',
        withLogo,
        theme,
        name: 'Padaria Pão Quente',
        caption: 'Aponte a câmera do celular',
        bleed,
      });
      const pdf = await printKitPdf(layout, { fonts, logoPng: withLogo ? logo : undefined });
      expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
      expect(await decodeAt150Dpi(pdf, `${format}-${theme}-${withLogo}`, layout)).toBe(LINK);
    });
  }
});

/** `pdffonts`' table: one row per font, its columns by header. */
function fontsOf(pdf: Uint8Array, name: string) {
  const file = join(dir, `${name}-fonts.pdf`);
  writeFileSync(file, pdf);
  const [, , ...rows] = execFileSync('pdffonts', [file], { encoding: 'utf8' })
    .trimEnd()
    .split('\n');
  return rows.map((row) => {
    const cells = row.trim().split(/\s+/);
    // From the right: the type may hold spaces ("CID TrueType"); the last five columns do not.
    const [emb = '', sub = '', uni = ''] = cells.slice(-5, -2);
    return { name: cells[0] ?? '', emb, sub, uni };
  });
}

describe('the print kit PDF fonts', () => {
  for (const format of PRINT_FORMATS) {
    it(`${format}: every font is embedded, as a subset, with its Unicode map`, async () => {
      const layout = printLayout({
        format,
        modules: encode(LINK, { ecc: 'H', border: 0 }).data,
        cta: 'Peça já o seu orçamento',
        number: '+55 11 98765-4321',
        withLogo: false,
      });
      const rows = fontsOf(await printKitPdf(layout, { fonts }), `fonts-${format}`);
      // Inter Bold (the call to action) and Inter Regular (the number, the caption), one each.
      expect(rows.map((row) => row.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
        'Inter',
        'Inter-Bold',
      ]);
      for (const row of rows) {
        expect(row).toMatchObject({ emb: 'yes', sub: 'yes', uni: 'yes' });
        expect(row.name).toMatch(/^[A-Z]{6}\+Inter(-Bold)?$/);
      }
    });
  }
});

describe('the print kit PDF boxes', () => {
  it('trims at the piece, and with bleed has a BleedBox 3 mm beyond and room for the marks', async () => {
    const modules = encode(LINK, { ecc: 'H', border: 0 }).data;
    const input = { format: 'card' as const, modules, cta: 'Oi', number: '+55', withLogo: false };
    const mm = (value: number) => (value * 72) / 25.4;
    const plain = await PDFDocument.load(await printKitPdf(printLayout(input), { fonts }));
    const bled = await PDFDocument.load(
      await printKitPdf(printLayout({ ...input, bleed: true }), { fonts }),
    );
    const box = (rect?: { x: number; y: number; width: number; height: number }) =>
      rect && [rect.x, rect.y, rect.width, rect.height].map((value) => Number(value.toFixed(3)));
    const [page] = plain.getPages();
    expect(box(page?.getTrimBox())).toEqual(box({ x: 0, y: 0, width: mm(90), height: mm(50) }));
    const [bledPage] = bled.getPages();
    expect(box(bledPage?.getMediaBox())).toEqual(
      box({ x: 0, y: 0, width: mm(106), height: mm(66) }),
    );
    expect(box(bledPage?.getTrimBox())).toEqual(
      box({ x: mm(8), y: mm(8), width: mm(90), height: mm(50) }),
    );
    expect(box(bledPage?.getBleedBox())).toEqual(
      box({ x: mm(5), y: mm(5), width: mm(96), height: mm(56) }),
    );
  });
});

describe('the print kit PDF text', () => {
  // Composite glyphs (a letter and its accent), the dash and the ampersand, in both weights.
  const name = 'Padaria São João — Açaí & Pão';
  it.each(PRINT_FORMATS)(
    '%s: prints the accented name and call to action as typed',
    async (format) => {
      const layout = printLayout({
        format,
        modules: encode(LINK, { ecc: 'H', border: 0 }).data,
        cta: 'Peça já o seu orçamento: ação, atenção, côco',
        number: '+55 11 98765-4321',
        withLogo: false,
        name,
        caption: 'Aponte a câmera do celular',
      });
      const file = join(dir, `text-${format}.pdf`);
      writeFileSync(file, await printKitPdf(layout, { fonts }));
      const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
      const words = text.replace(/\s+/g, ' ');
      expect(words).toContain(name);
      expect(words).toContain('Aponte a câmera do celular');
      for (const line of layout.cta.lines) expect(words).toContain(line);
    },
  );

  it('draws each letter of the name in the shape the font gives it, accents and all', async () => {
    const layout = printLayout({
      format: 'card',
      modules: encode(LINK, { ecc: 'H', border: 0 }).data,
      cta: 'Oi',
      number: '+55',
      withLogo: false,
      name,
    });
    const shapes = await embeddedGlyphShapes(await printKitPdf(layout, { fonts }));
    for (const glyph of fontkit.create(fonts.bold).glyphsForString(name)) {
      expect(shapes, String.fromCodePoint(...glyph.codePoints)).toContain(glyph.path.toSVG());
    }
  });
});

/** Every glyph's outline, as SVG path data, in every font file (FontFile2) the PDF embeds. */
async function embeddedGlyphShapes(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object instanceof PDFDict && object.get(PDFName.of('FontFile2')))
    .map((ref) => (ref ? pdf.context.lookup(ref) : undefined))
    .filter((file) => file instanceof PDFRawStream)
    .flatMap((file) => {
      const font = fontkit.create(decodePDFRawStream(file).decode());
      return Array.from({ length: font.numGlyphs }, (_, id) => font.getGlyph(id).path.toSVG());
    });
}

describe('the layout measures text as the PDF sets it', () => {
  it.each([
    ['regular', fonts.regular, INTER_WIDTHS],
    ['bold', fonts.bold, INTER_BOLD_WIDTHS],
  ] as const)('each letter’s width in %s is the embedded font’s', async (weight, woff, widths) => {
    const pdf = await PDFDocument.create();
    const inter = await embedSubset(pdf, woff, 'AAAAAA', weight);
    expect(Object.keys(widths)).toEqual(Object.keys(INTER_WIDTHS));
    for (const [char, width] of Object.entries(widths)) {
      expect(Math.abs(inter.widthOfTextAtSize(char, 1000) - width)).toBeLessThanOrEqual(1);
    }
  });
});

describe('a WOFF unwrapped', () => {
  /** The sfnt checksum: the table as big-endian 32-bit words, zero-padded, summed modulo 2^32. */
  const checksum = (table: Uint8Array) => {
    const padded = new Uint8Array(Math.ceil(table.length / 4) * 4);
    padded.set(table);
    const view = new DataView(padded.buffer);
    let sum = 0;
    for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
    return sum;
  };

  it.each(['regular', 'bold'] as const)(
    'is the %s font it wraps: its size, its directory, every table aligned and summing to the checksum the WOFF recorded',
    async (weight) => {
      const woff = fonts[weight];
      const sfnt = await unwrapWoff(woff);
      const packed = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
      const font = new DataView(sfnt.buffer);
      // The WOFF records the size of the font it was made from (totalSfntSize).
      expect(sfnt.length).toBe(packed.getUint32(16));
      const count = font.getUint16(4);
      expect(count).toBe(packed.getUint16(12));
      // The binary-search fields: the largest power of two not above the count, 16 bytes a table.
      let power = 1;
      while (power * 2 <= count) power *= 2;
      expect([font.getUint16(6), font.getUint16(8), font.getUint16(10)]).toEqual([
        power * 16,
        Math.round(Math.log2(power)),
        count * 16 - power * 16,
      ]);
      for (let i = 0; i < count; i++) {
        // WOFF's directory entries are 20 bytes after its 44-byte header; sfnt's 16 after 12.
        const entry = 44 + i * 20;
        const record = 12 + i * 16;
        const tag = String.fromCharCode(...sfnt.subarray(record, record + 4));
        expect(font.getUint32(record), tag).toBe(packed.getUint32(entry));
        const offset = font.getUint32(record + 8);
        expect(offset % 4, tag).toBe(0);
        const table = sfnt.subarray(offset, offset + font.getUint32(record + 12));
        // The head table's recorded sum counts its checkSumAdjustment (bytes 8–11) as zero.
        const summed = tag === 'head' ? Uint8Array.from(table).fill(0, 8, 12) : table;
        expect(checksum(summed), tag).toBe(packed.getUint32(entry + 16));
      }
      expect(fontkit.create(sfnt).postscriptName).toBe(fontkit.create(woff).postscriptName);
    },
  );

  it('leaves what is no sound WOFF as it is: a font, a WOFF2, a few bytes, a damaged WOFF', async () => {
    const sfnt = await unwrapWoff(fonts.regular);
    const woff2 = new Uint8Array([0x77, 0x4f, 0x46, 0x32, ...new Array(60).fill(0)]);
    const truncated = fonts.regular.slice(0, fonts.regular.length / 2);
    // Its first table said to inflate to 4 bytes more than it does.
    const misstated = fonts.regular.slice();
    const first = new DataView(misstated.buffer, 44 + 12, 4);
    first.setUint32(0, first.getUint32(0) + 4);
    for (const bytes of [sfnt, woff2, new Uint8Array([1, 2, 3]), truncated, misstated]) {
      expect(await unwrapWoff(bytes)).toBe(bytes);
    }
  });
});
