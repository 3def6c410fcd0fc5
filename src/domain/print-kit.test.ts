import fc from 'fast-check';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import {
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
    expect(pageSize('card')).toEqual({ width: 85, height: 55 });
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
    // The card's code is 45 mm with its quiet zone: 104 modules print at 0.402 mm, 105 at 0.398.
    expect(isTooDense('card', 101)).toBe(false);
    expect(isTooDense('card', 105)).toBe(true);
    expect(isTooDense('poster', 177)).toBe(false);
  });
});

describe('printable text', () => {
  it('keeps Portuguese and drops what the standard font cannot draw', () => {
    expect(printableText('Peça já: ação! 😀 Olá — “ok”  €')).toBe('Peça já: ação! Olá — “ok” €');
    expect(printableText('Cafe\u0301\n\tagora')).toBe('Café agora');
    expect(printableText('中文 日本')).toBe('');
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
