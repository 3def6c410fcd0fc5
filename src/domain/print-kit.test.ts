import fc from 'fast-check';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import {
  darkRuns,
  isTooDense,
  MIN_MODULE_MM,
  moduleSizeMm,
  pageSize,
  PRINT_FORMATS,
  printableText,
  printLayout,
  wrapText,
} from './print-kit';
import { chatLinkTo } from './whatsapp-link';

const format = fc.constantFrom(...PRINT_FORMATS);
// QR codes are 21 to 177 modules a side (versions 1 to 40).
const moduleCount = fc.integer({ min: 1, max: 40 }).map((version) => 17 + 4 * version);

describe('print kit pages', () => {
  it('are the standard sizes the decision names, in mm', () => {
    expect(pageSize('poster')).toEqual({ width: 210, height: 297 });
    expect(pageSize('tent')).toEqual({ width: 99, height: 210 });
    expect(pageSize('card')).toEqual({ width: 90, height: 50 });
    expect(pageSize('card85')).toEqual({ width: 85, height: 55 });
    expect(pageSize('sticker')).toEqual({ width: 80, height: 80 });
  });

  it('keep the code, its quiet zone and the texts inside the page', () => {
    fc.assert(
      fc.property(format, moduleCount, fc.boolean(), (f, count, withLogo) => {
        const modules = Array.from({ length: count }, () => Array<boolean>(count).fill(true));
        const layout = printLayout({
          format: f,
          modules,
          cta: 'Fale com a gente',
          number: '+55 11 98765-4321',
          withLogo,
        });
        const quiet = 4 * layout.qr.module;
        expect(layout.qr.x - quiet).toBeGreaterThanOrEqual(0);
        expect(layout.qr.y - quiet).toBeGreaterThanOrEqual(0);
        expect(layout.qr.x + (count + 4) * layout.qr.module).toBeLessThanOrEqual(
          layout.width + 1e-9,
        );
        expect(layout.qr.y + (count + 4) * layout.qr.module).toBeLessThanOrEqual(
          layout.height + 1e-9,
        );
        if (withLogo && layout.logo) {
          // At most a fifth of the symbol's width, on a pad one module wider on each side.
          expect(layout.logo.image.size).toBeLessThanOrEqual(count * layout.qr.module * 0.2 + 1e-9);
          expect(layout.logo.pad.size - layout.logo.image.size).toBeCloseTo(2 * layout.qr.module);
        } else expect(layout.logo).toBeNull();
      }),
    );
  });
});

describe('density', () => {
  it('the module only shrinks as the message grows, in every format', () => {
    fc.assert(
      fc.property(
        format,
        fc.string({ maxLength: 400 }),
        fc.string({ maxLength: 400 }),
        (f, a, b) => {
          const [short, long] = a.length <= b.length ? [a, a + b] : [b, b + a];
          const size = (message: string) =>
            moduleSizeMm(
              f,
              encode(chatLinkTo('5511987654321', message), { ecc: 'H', border: 0 }).size,
            );
          expect(size(long)).toBeLessThanOrEqual(size(short));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('warns exactly when a module would print under the threshold', () => {
    fc.assert(
      fc.property(format, moduleCount, (f, count) => {
        expect(isTooDense(f, count)).toBe(moduleSizeMm(f, count) < MIN_MODULE_MM);
      }),
    );
    // The card's code is 44 mm with its quiet zone: 101 modules print at 0.404 mm, 105 at 0.389.
    expect(isTooDense('card', 101)).toBe(false);
    expect(isTooDense('card', 105)).toBe(true);
    expect(isTooDense('poster', 177)).toBe(false);
  });

  it('accepts a module of exactly the threshold', () => {
    // The sticker's code is 44 mm with its quiet zone: 102 + 8 modules are 0.4 mm each.
    expect(isTooDense('sticker', 102)).toBe(false);
    expect(isTooDense('sticker', 103)).toBe(true);
  });
});

describe('printable text', () => {
  it('keeps Portuguese and drops what the embedded font cannot draw', () => {
    expect(printableText('Peça já: ação! 😀 Olá — “ok”  €')).toBe('Peça já: ação! Olá — “ok” €');
    expect(printableText('Cafe\u0301\n\tagora')).toBe('Café agora');
    expect(printableText('中文 日本')).toBe('');
  });

  it.each([
    ['keeps', 'the first and last printable ASCII', 'a\u0020b~', 'a b~'],
    ['keeps', 'the ends of Latin-1', '\u00a1\u00ff', '¡ÿ'],
    ['drops', 'controls below space', 'a\u001fb', 'ab'],
    ['drops', 'DEL and the C1 controls', 'a\u007f\u0080\u009fb', 'ab'],
    ['drops', 'the first letter past Latin-1, which the font file lacks', 'a\u0100b', 'ab'],
  ])('%s %s', (_, __, text, printed) => {
    expect(printableText(text)).toBe(printed);
  });

  // 10 pt × 0.6 em is 2.117 mm a letter: 10.6 mm holds 5.
  it.each([
    ['two words that fill a line exactly', 'ab cd', ['ab cd']],
    ['a word that does not fit after another', 'abc defg', ['abc', 'defg']],
    ['a word longer than a line', 'abcdefgh ij', ['abcde', 'fgh', 'ij']],
    ['nothing but spaces', '   ', []],
  ])('wraps %s', (_, text, lines) => {
    expect(wrapText(text, 10.6, 10)).toEqual(lines);
  });

  it('wraps without overflowing a line and without losing a letter', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.integer({ min: 10, max: 200 }),
        fc.integer({ min: 6, max: 30 }),
        (text, width, pt) => {
          const clean = printableText(text);
          const lines = wrapText(clean, width, pt);
          const perLine = Math.max(1, Math.floor(width / (pt * 0.6 * (25.4 / 72))));
          for (const line of lines) expect(line.length).toBeLessThanOrEqual(perLine);
          expect(lines.join('').replace(/ /g, '')).toBe(clean.replace(/ /g, ''));
        },
      ),
    );
  });
});

describe('print kit layout', () => {
  const modules = Array.from({ length: 21 }, () => Array<boolean>(21).fill(false));
  const layoutOf = (format: (typeof PRINT_FORMATS)[number], cta: string, withLogo = false) =>
    printLayout({ format, modules, cta, number: '+55 11 98765-4321', withLogo });
  // The poster's call to action: 26 pt, 32 letters a line, first baseline at 78 mm; the tent's:
  // 15 pt, 26 letters a line, at 50 mm.
  const POSTER_LINE_MM = (26 * 1.2 * 25.4) / 72; // 11 mm
  const TENT_LINE_MM = (15 * 1.2 * 25.4) / 72; // 6.35 mm

  it('raises a longer call to action by half a line per added line, and none on the cards', () => {
    expect(layoutOf('poster', 'Fale com a gente').cta.y).toBeCloseTo(78);
    expect(layoutOf('poster', 'Fale com a gente pelo WhatsApp agora').cta.y).toBeCloseTo(
      78 - POSTER_LINE_MM / 2,
    );
    const three = layoutOf('tent', 'Fale com a gente pelo WhatsApp e peça já o seu orçamento');
    expect(three.cta.lines).toHaveLength(3);
    expect(three.cta.y).toBeCloseTo(50 - TENT_LINE_MM);
    for (const [card, y] of [
      ['card', 22.5],
      ['card85', 23.5],
    ] as const) {
      const layout = layoutOf(card, 'Fale com a gente pelo WhatsApp');
      expect(layout.cta.lines.length).toBeGreaterThan(1);
      expect(layout.cta.y).toBe(y);
    }
  });

  it('prints at most 60 letters of the call to action, bold, and the number in regular weight', () => {
    const layout = layoutOf('poster', 'a'.repeat(70));
    expect(layout.cta.lines.join('')).toBe('a'.repeat(60));
    expect(layout.cta.bold).toBe(true);
    expect(layout.number.bold).toBe(false);
  });

  it('starts the code a quiet zone of 4 modules inside its frame', () => {
    // The poster's frame: 124 mm from (43, 90), 21 + 2 × 4 modules across.
    const { qr } = layoutOf('poster', 'Oi');
    expect(qr.module).toBeCloseTo(124 / 29);
    expect(qr.x).toBeCloseTo(43 + (4 * 124) / 29);
    expect(qr.y).toBeCloseTo(90 + (4 * 124) / 29);
  });

  it('centres the logo on the code, a fifth of its width, on a pad one module wider each side', () => {
    const { qr, logo } = layoutOf('poster', 'Oi', true);
    const symbol = 21 * qr.module;
    const centre = { x: qr.x + symbol / 2, y: qr.y + symbol / 2 };
    expect(logo?.image.size).toBeCloseTo(symbol / 5);
    expect(logo && logo.image.x + logo.image.size / 2).toBeCloseTo(centre.x);
    expect(logo && logo.image.y + logo.image.size / 2).toBeCloseTo(centre.y);
    expect(logo && logo.pad.x + logo.pad.size / 2).toBeCloseTo(centre.x);
    expect(logo && logo.pad.y + logo.pad.size / 2).toBeCloseTo(centre.y);
    expect(logo?.pad.size).toBeCloseTo(symbol / 5 + 2 * qr.module);
  });
});

describe('darkRuns', () => {
  it('finds each horizontal run of dark modules, a run that fills its row included', () => {
    const [o, X] = [false, true];
    expect(
      darkRuns([
        [X, X, X],
        [o, X, X],
        [X, o, X],
        [o, o, o],
      ]),
    ).toEqual([
      { row: 0, start: 0, length: 3 },
      { row: 1, start: 1, length: 2 },
      { row: 2, start: 0, length: 1 },
      { row: 2, start: 2, length: 1 },
    ]);
  });
});
