import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSS_NAMED_COLORS, normaliseColor } from './css-color';

const byte = fc.integer({ min: 0, max: 255 });
const rgb = fc.tuple(byte, byte, byte);
const hex2 = (n: number) => n.toString(16).padStart(2, '0');
const hexOf = (channels: readonly number[]) => `#${channels.map(hex2).join('')}`;
const alpha = fc.double({ min: 0, max: 1, noNaN: true });
/** Mixed case, as a visitor may type it. */
const anyCase = (text: string, flips: readonly boolean[]) =>
  [...text].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c)).join('');
const flips = fc.array(fc.boolean(), { minLength: 1, maxLength: 8 });

describe('normaliseColor', () => {
  it('names exactly the 148 CSS colours', () => {
    expect(CSS_NAMED_COLORS.size).toBe(148);
    expect(normaliseColor('RebeccaPurple')).toBe('#663399');
    expect(normaliseColor(' Grey ')).toBe('#808080');
    expect(normaliseColor('gray')).toBe('#808080');
  });

  it('takes every named colour in any case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CSS_NAMED_COLORS.keys()), flips, (name, f) => {
        expect(normaliseColor(anyCase(name, f))).toBe(CSS_NAMED_COLORS.get(name));
      }),
    );
  });

  it('refuses the colours a button cannot be painted with, and text that is no colour', () => {
    for (const text of [
      'transparent',
      'currentColor',
      'currentcolor',
      '',
      '#12345',
      '#ggg',
      'rgb(1, 2)',
      'rgb(1 2 3 4)',
      'rgb(1 2 3 / 4 / 5)',
      'hsl(1px 2% 3%)',
      'rgb(10deg, 0, 0)',
      'verde',
      'rgb(1, 2, 3',
      'url(#a)',
    ]) {
      expect(normaliseColor(text), text).toBeNull();
    }
  });

  it('gives #rrggbb or null for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const color = normaliseColor(text);
        expect(color === null || /^#[0-9a-f]{6}$/.test(color)).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), rgb.map(hexOf)), (text) => {
        const once = normaliseColor(text);
        if (once !== null) expect(normaliseColor(once)).toBe(once);
      }),
    );
  });

  it('reads the six- and eight-digit hex codes, with or without #, in any case', () => {
    fc.assert(
      fc.property(rgb, byte, flips, fc.boolean(), (color, a, f, hash) => {
        const hex = hexOf(color);
        const bare = hash ? hex : hex.slice(1);
        expect(normaliseColor(anyCase(bare, f))).toBe(hex);
        expect(normaliseColor(anyCase(`${hex}${hex2(a)}`, f))).toBe(hex);
      }),
    );
  });

  it('doubles each digit of the three- and four-digit codes', () => {
    expect(normaliseColor('#abc')).toBe('#aabbcc');
    expect(normaliseColor('#ABCD')).toBe('#aabbcc');
    expect(normaliseColor('f00')).toBe('#ff0000');
  });

  it('reads rgb() and rgba() with commas or spaces, the alpha dropped', () => {
    fc.assert(
      fc.property(rgb, alpha, ([r, g, b], a) => {
        const hex = hexOf([r, g, b]);
        expect(normaliseColor(`rgb(${r}, ${g}, ${b})`)).toBe(hex);
        expect(normaliseColor(`rgba(${r},${g},${b},${a})`)).toBe(hex);
        expect(normaliseColor(`RGB(${r} ${g} ${b})`)).toBe(hex);
        expect(normaliseColor(`rgb(${r} ${g} ${b} / ${a * 100}%)`)).toBe(hex);
        expect(normaliseColor(`rgba( ${r}  ${g} ${b} / ${a} )`)).toBe(hex);
      }),
    );
  });

  it('reads percentages and clamps what is out of range, as CSS does', () => {
    expect(normaliseColor('rgb(100%, 50%, 0%)')).toBe('#ff8000');
    expect(normaliseColor('rgb(300 -20 127.6)')).toBe('#ff0080');
    expect(normaliseColor('rgb(none 255 0)')).toBe('#00ff00');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (p) => {
        const channel = hex2(Math.round((p * 255) / 100));
        expect(normaliseColor(`rgb(${p}% ${p}% ${p}%)`)).toBe(`#${channel.repeat(3)}`);
      }),
    );
  });

  it('reads hsl(): the primaries, greys, and every angle unit alike', () => {
    expect(normaliseColor('hsl(0, 100%, 50%)')).toBe('#ff0000');
    expect(normaliseColor('hsl(120deg 100% 25%)')).toBe('#008000');
    expect(normaliseColor('hsla(240, 100%, 50%, .5)')).toBe('#0000ff');
    expect(normaliseColor('hsl(0.5turn 100% 50% / 0.2)')).toBe('#00ffff');
    fc.assert(
      fc.property(
        fc.integer({ min: -720, max: 720 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (h, s, l) => {
          const deg = normaliseColor(`hsl(${h}deg ${s}% ${l}%)`);
          expect(deg).not.toBeNull();
          expect(normaliseColor(`hsl(${h}, ${s}%, ${l}%)`)).toBe(deg);
          expect(normaliseColor(`hsl(${h + 360} ${s}% ${l}%)`)).toBe(deg);
          expect(normaliseColor(`hsl(${(h * 400) / 360}grad ${s}% ${l}%)`)).toBe(deg);
          expect(normaliseColor(`hsl(${h / 360}turn ${s}% ${l}%)`)).toBe(deg);
          // No saturation: a grey of the lightness, whatever the hue.
          const grey = hex2(Math.round((l * 255) / 100));
          expect(normaliseColor(`hsl(${h} 0% ${l}%)`)).toBe(`#${grey.repeat(3)}`);
        },
      ),
    );
  });

  it('reads hwb()', () => {
    expect(normaliseColor('hwb(0 0% 0%)')).toBe('#ff0000');
    expect(normaliseColor('hwb(120 0% 50%)')).toBe('#008000');
    expect(normaliseColor('hwb(0 60% 60%)')).toBe('#808080');
  });
});
