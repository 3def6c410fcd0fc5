import { DomUtils, parseDocument } from 'htmlparser2';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { PRINT_FORMATS, printLayout } from './print-kit';
import { printKitSvg } from './print-kit-svg';

const LINK = 'https://wa.me/5511987654321?text=Ol%C3%A1%20%3Cb%3E';

describe('printKitSvg', () => {
  for (const format of PRINT_FORMATS) {
    it(`draws the ${format} as well-formed SVG with the code, the call to action and the number`, () => {
      const modules = encode(LINK, { ecc: 'H', border: 0 }).data;
      const layout = printLayout({
        format,
        modules,
        cta: 'Fale & “peça” <já>',
        number: '+55 11 98765-4321',
        withLogo: true,
      });
      const svg = printKitSvg(layout, 'data:image/png;base64,iVBORw0KGgo=');
      const doc = parseDocument(svg, { xmlMode: true });
      const root = DomUtils.findOne((el) => el.name === 'svg', doc.children);
      expect(root?.attribs.viewBox).toBe(`0 0 ${layout.width} ${layout.height}`);
      const texts = DomUtils.findAll((el) => el.name === 'text', doc.children).map((el) =>
        DomUtils.textContent(el),
      );
      expect(texts.join('|')).toContain('+55 11 98765-4321');
      // Entities decode back to what was typed: nothing broke the markup.
      expect(texts[0]).toBe('Fale & “peça” <já>');
      expect(DomUtils.findAll((el) => el.name === 'image', doc.children)).toHaveLength(1);
      // One square of path per dark run: as many dark modules as the code has.
      const path = DomUtils.findOne((el) => el.name === 'path', doc.children)?.attribs.d ?? '';
      const dark = modules.flat().filter(Boolean).length;
      const width = [...path.matchAll(/h([\d.]+)v/g)].reduce((sum, [, h]) => sum + Number(h), 0);
      expect(Math.round(width / layout.qr.module)).toBe(dark);
    });
  }

  it('leaves the logo out when none was chosen', () => {
    const layout = printLayout({
      format: 'card',
      modules: encode(LINK).data,
      cta: 'Oi',
      number: '+55',
      withLogo: false,
    });
    expect(printKitSvg(layout)).not.toContain('<image');
  });

  describe('on a known 4 × 4 code', () => {
    const [o, X] = [false, true];
    const matrix = [
      [X, X, o, X],
      [o, X, X, X],
      [X, o, o, o],
      [X, X, X, X],
    ];
    const layoutOf = (withLogo: boolean) =>
      printLayout({
        format: 'card',
        modules: matrix,
        cta: 'Fale com a gente pelo WhatsApp',
        number: '+55 11 98765-4321',
        withLogo,
      });
    const svgOf = (withLogo: boolean) =>
      printKitSvg(layoutOf(withLogo), withLogo ? 'data:image/png;base64,iVBORw0KGgo=' : undefined);
    const documentOf = (svg: string) => parseDocument(svg, { xmlMode: true }).children;
    const elements = (svg: string, name: string) =>
      DomUtils.findAll((el) => el.name === name, documentOf(svg));

    it('fills exactly the dark modules, each run a closed rectangle one module high', () => {
      const { qr } = layoutOf(false);
      const d = elements(svgOf(false), 'path')[0]?.attribs.d ?? '';
      const number = String.raw`(-?[\d.]+)`;
      const run = new RegExp(`M${number} ${number}h${number}v${number}h${number}z`, 'g');
      expect(d.replace(run, '')).toBe('');
      const dark = new Set<string>();
      for (const [, x, y, width, height, back] of d.matchAll(run)) {
        expect(Number(height)).toBeCloseTo(qr.module, 2);
        expect(Number(back)).toBeCloseTo(-Number(width), 2);
        const row = Math.round((Number(y) - qr.y) / qr.module);
        const first = Math.round((Number(x) - qr.x) / qr.module);
        const count = Math.round(Number(width) / qr.module);
        for (let column = first; column < first + count; column++) dark.add(`${row},${column}`);
      }
      const expected = matrix.flatMap((cells, row) =>
        cells.flatMap((isDark, column) => (isDark ? [`${row},${column}`] : [])),
      );
      expect([...dark].sort()).toEqual(expected.sort());
    });

    it('sets each text line one line height (1.2 × the font size) below the one before', () => {
      const layout = layoutOf(false);
      const [cta, number] = elements(svgOf(false), 'text');
      // The card's call to action is 7 pt: 2.469 mm, lines 2.963 mm apart.
      expect(Number(cta?.attribs['font-size'])).toBeCloseTo((7 * 25.4) / 72, 3);
      expect(cta?.attribs['font-weight']).toBe('700');
      expect(number?.attribs['font-weight']).toBe('400');
      const ys = DomUtils.findAll((el) => el.name === 'tspan', cta ? [cta] : []).map((el) =>
        Number(el.attribs.y),
      );
      expect(ys).toHaveLength(layout.cta.lines.length);
      expect(ys.length).toBeGreaterThan(1);
      ys.forEach((y, index) =>
        expect(y).toBeCloseTo(layout.cta.y + (index * 7 * 1.2 * 25.4) / 72, 2),
      );
    });

    it('lays the logo on a white pad of the layout size, only when there is an image', () => {
      const { logo } = layoutOf(true);
      // After the page and the band.
      const pads = elements(svgOf(true), 'rect').slice(2);
      expect(pads.map((rect) => rect.attribs)).toEqual([
        {
          x: String(Number(logo?.pad.x.toFixed(3))),
          y: String(Number(logo?.pad.y.toFixed(3))),
          width: String(Number(logo?.pad.size.toFixed(3))),
          height: String(Number(logo?.pad.size.toFixed(3))),
          fill: '#ffffff',
        },
      ]);
      const withoutImage = printKitSvg(layoutOf(true));
      expect(elements(withoutImage, 'image')).toEqual([]);
      expect(elements(withoutImage, 'rect')).toHaveLength(2);
    });

    it('is one XML document on a white page, with no stray text between its elements', () => {
      for (const svg of [svgOf(false), svgOf(true)]) {
        expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')).toBe(true);
        expect(svg.endsWith('</text>\n</svg>\n')).toBe(true);
        const [page] = elements(svg, 'rect');
        expect(page?.attribs).toEqual({ width: '90', height: '50', fill: 'white' });
        const stray = DomUtils.filter(
          (node) =>
            node.type === 'text' && (node.parent as { name?: string } | null)?.name !== 'tspan',
          documentOf(svg),
        ).map((node) => DomUtils.textContent(node).trim());
        expect(stray.filter(Boolean)).toEqual([]);
      }
    });
  });
});
