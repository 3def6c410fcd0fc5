import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { printKitText } from '../content/print-kit';
import {
  BLEED_MM,
  contrastRatio,
  CROP_MARK_MM,
  nameFits,
  NAME_MAX_LENGTH,
  PRINT_FORMATS,
  PRINT_THEMES,
  printLayout,
  type PrintLayoutInput,
  type Rect,
  textWidthEm,
  THEME_COLOURS,
} from './print-kit';
import { printKitSvg } from './print-kit-svg';

/**
 * What the kit prints besides the code (issue 45): colour themes that keep the code dark on light,
 * the WhatsApp mark, the business's name on one line, "Aponte a câmera do celular", the 90 × 50 mm
 * card, bleed with crop marks, and file names that carry the number and the piece.
 */

const modules = encode('https://wa.me/5511987654321', { ecc: 'H', border: 0 }).data;
const layoutOf = (input: Partial<PrintLayoutInput> = {}) =>
  printLayout({
    format: 'poster',
    modules,
    cta: 'Fale com a gente',
    number: '+55 11 98765-4321',
    withLogo: false,
    caption: printKitText.caption,
    ...input,
  });
const PT_TO_MM = 25.4 / 72;
const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 1e-9 &&
  inner.y >= outer.y - 1e-9 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-9 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-9;
const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('colour themes', () => {
  it.each(PRINT_THEMES)(
    '%s keeps the code dark on a light ground, and the band legible',
    (theme) => {
      const colours = THEME_COLOURS[theme];
      expect(contrastRatio(colours.ink, colours.paper)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(colours.onBand, colours.band)).toBeGreaterThanOrEqual(4.5);
      // Dark modules on light paper, never the other way round (many phones read only that).
      const light = (hex: string) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16);
      expect(light(colours.ink)).toBeLessThan(light(colours.paper));
    },
  );

  it('draws the code, the band and the mark in the theme’s colours', () => {
    const svg = printKitSvg(layoutOf({ theme: 'whatsapp', name: 'Bar do Zé' }));
    expect(svg).toContain(`fill="${THEME_COLOURS.whatsapp.band}"`);
    expect(svg).toMatch(/<path d="M[^"]*" fill="#075e54"\/>/);
    expect(svg).not.toContain('fill="black"');
  });
});

describe('what each piece says', () => {
  for (const format of PRINT_FORMATS) {
    it(`${format}: the WhatsApp mark, the name, the call to action and "Aponte a câmera do celular", none over the code`, () => {
      const layout = layoutOf({ format, name: 'Padaria Pão Quente' });
      const codeSide = (modules.length + 8) * layout.qr.module;
      const code = {
        x: layout.qr.x - 4 * layout.qr.module,
        y: layout.qr.y - 4 * layout.qr.module,
        width: codeSide,
        height: codeSide,
      };
      const mark = {
        x: layout.mark.x,
        y: layout.mark.y,
        width: layout.mark.size,
        height: layout.mark.size,
      };
      expect(inside(mark, layout.trim)).toBe(true);
      expect(overlaps(mark, code)).toBe(false);
      expect(layout.name?.lines).toEqual(['Padaria Pão Quente']);
      expect(layout.caption.lines).toEqual(['Aponte a câmera do celular']);
      // Each text's box (cap height above its baseline) stays off the code and inside the piece.
      for (const block of [layout.name, layout.cta, layout.caption, layout.number]) {
        if (!block) continue;
        const lineMm = block.fontPt * 1.2 * PT_TO_MM;
        const width = Math.max(
          ...block.lines.map((line) => textWidthEm(line, block.bold) * block.fontPt * PT_TO_MM),
        );
        const box = {
          x: block.centerX - width / 2,
          y: block.y - block.fontPt * 0.75 * PT_TO_MM,
          width,
          height: (block.lines.length - 1) * lineMm + block.fontPt * 0.95 * PT_TO_MM,
        };
        expect(inside(box, layout.trim)).toBe(true);
        expect(overlaps(box, code)).toBe(false);
      }
    });
  }

  it('prints no name line when none is typed, and the mark alone fills the band', () => {
    const layout = layoutOf({ name: '   ' });
    expect(layout.name).toBeNull();
    expect(layout.mark.size).toBeGreaterThan(layoutOf({ name: 'Bar' }).mark.size);
  });

  it.each(PRINT_FORMATS)('%s: the widest name there is still fits its line', (format) => {
    // '%' and '—' are Inter's widest letters.
    for (const name of ['%'.repeat(NAME_MAX_LENGTH), '—'.repeat(NAME_MAX_LENGTH), 'W'.repeat(5)]) {
      const layout = layoutOf({ format, name });
      const block = layout.name;
      expect(block).not.toBeNull();
      if (!block) return;
      const width = textWidthEm(block.lines[0] ?? '', true) * block.fontPt * PT_TO_MM;
      const left = block.centerX - width / 2;
      expect(left).toBeGreaterThanOrEqual(layout.trim.x + 1);
      expect(left + width).toBeLessThanOrEqual(layout.trim.x + layout.trim.width - 1);
    }
  });

  it('refuses a name longer than its line, counting the letters it prints', () => {
    expect(nameFits('a'.repeat(NAME_MAX_LENGTH))).toBe(true);
    expect(nameFits('a'.repeat(NAME_MAX_LENGTH + 1))).toBe(false);
    // Emoji and doubled spaces are not printed, so not counted.
    expect(nameFits(`${'a'.repeat(NAME_MAX_LENGTH)} 😀  `)).toBe(true);
    // The layout prints what fits even so: the preview never overflows.
    expect(layoutOf({ name: 'b'.repeat(60) }).name?.lines).toEqual(['b'.repeat(NAME_MAX_LENGTH)]);
    expect(printKitText.nameTooLong(52)).toBe(
      'O nome tem 52 caracteres e a linha impressa cabe 40. Encurte o nome para baixar os arquivos.',
    );
  });
});

describe('bleed and crop marks', () => {
  for (const format of PRINT_FORMATS) {
    it(`${format}: 3 mm of bleed, the band run into it, and eight crop marks beyond it`, () => {
      const plain = layoutOf({ format, name: 'Bar do Zé' });
      const bled = layoutOf({ format, name: 'Bar do Zé', bleed: true });
      const margin = BLEED_MM + CROP_MARK_MM;
      expect(plain.bleed).toBeNull();
      expect(plain.cropMarks).toEqual([]);
      expect(plain.trim).toEqual({ x: 0, y: 0, width: plain.width, height: plain.height });
      expect(bled.width).toBe(plain.width + 2 * margin);
      expect(bled.trim).toEqual({ x: margin, y: margin, width: plain.width, height: plain.height });
      expect(bled.bleed).toEqual({
        x: margin - BLEED_MM,
        y: margin - BLEED_MM,
        width: plain.width + 2 * BLEED_MM,
        height: plain.height + 2 * BLEED_MM,
      });
      // The band touches the trim's edges: it runs 3 mm past each.
      const band = bled.band;
      expect(band.width).toBeCloseTo(plain.band.width + 2 * BLEED_MM);
      expect(band.height).toBeCloseTo(plain.band.height + BLEED_MM);
      expect(inside(band, bled.bleed ?? bled.trim)).toBe(true);
      // Everything else moves with the trim.
      expect(bled.qr.x - plain.qr.x).toBeCloseTo(margin);
      expect(bled.cta.y - plain.cta.y).toBeCloseTo(margin);
      // Marks on the trim's lines, from the bleed's edge to the page's.
      expect(bled.cropMarks).toHaveLength(8);
      for (const { x1, y1, x2, y2 } of bled.cropMarks) {
        const length = Math.hypot(x2 - x1, y2 - y1);
        expect(length).toBeCloseTo(CROP_MARK_MM);
        for (const [x, y] of [
          [x1, y1],
          [x2, y2],
        ] as const) {
          expect(x >= 0 && y >= 0 && x <= bled.width && y <= bled.height).toBe(true);
          const inBleed =
            x > (bled.bleed?.x ?? 0) + 1e-9 &&
            x < (bled.bleed?.x ?? 0) + (bled.bleed?.width ?? 0) - 1e-9 &&
            y > (bled.bleed?.y ?? 0) + 1e-9 &&
            y < (bled.bleed?.y ?? 0) + (bled.bleed?.height ?? 0) - 1e-9;
          expect(inBleed).toBe(false);
        }
        expect(x1 === x2 || y1 === y2).toBe(true);
      }
    });
  }
});

describe('file names', () => {
  it('carry the number’s digits, the piece and its size, and say when they have bleed', () => {
    const name = (format: (typeof PRINT_FORMATS)[number], kind: 'pdf' | 'svg', bleed = false) =>
      printKitText.fileName({ format, kind, number: '+55 11 91234-5678', bleed });
    expect(name('card', 'pdf')).toBe('whatsapp-5511912345678-cartao-90x50.pdf');
    expect(name('card85', 'svg')).toBe('whatsapp-5511912345678-cartao-85x55.svg');
    expect(name('poster', 'pdf')).toBe('whatsapp-5511912345678-cartaz-210x297.pdf');
    expect(name('tent', 'pdf', true)).toBe(
      'whatsapp-5511912345678-display-de-mesa-99x210-sangria.pdf',
    );
    expect(name('sticker', 'svg')).toBe('whatsapp-5511912345678-adesivo-80x80.svg');
    // Two numbers' kits never share a name.
    expect(
      printKitText.fileName({
        format: 'card',
        kind: 'pdf',
        number: '+55 21 99876-5432',
        bleed: false,
      }),
    ).not.toBe(name('card', 'pdf'));
  });
});
