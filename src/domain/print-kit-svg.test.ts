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
});
