import { describe, expect, it } from 'vitest';
import { type FontFaceDeclarations, fontFaceSource } from './hold-font-faces';

/** A rule's declarations as the CSS object model gives them back. */
const declared = (values: Record<string, string>): FontFaceDeclarations => ({
  getPropertyValue: (property) => values[property] ?? '',
});

describe('fontFaceSource', () => {
  it('makes the face a web font rule declares, its URL resolved against the stylesheet', () => {
    const rule = declared({
      'font-family': '"Inter Variable"',
      src: 'url("inter-latin-wght-normal.woff2") format("woff2-variations")',
      'font-style': 'normal',
      'font-weight': '100 900',
      'font-display': 'swap',
      'unicode-range': 'U+0-FF, U+131',
    });
    expect(fontFaceSource(rule, 'https://loja.example/assets/page.css')).toEqual({
      family: 'Inter Variable',
      source:
        'url("https://loja.example/assets/inter-latin-wght-normal.woff2") format("woff2-variations")',
      descriptors: {
        style: 'normal',
        weight: '100 900',
        display: 'swap',
        unicodeRange: 'U+0-FF, U+131',
      },
    });
  });

  it('keeps local fonts and the metric overrides of a fallback face', () => {
    const rule = declared({
      'font-family': "'Inter Fallback'",
      src: 'local("Arial"), local("Liberation Sans")',
      'size-adjust': '106.3%',
      'ascent-override': '91.14%',
      'descent-override': '22.69%',
      'line-gap-override': '0%',
    });
    expect(fontFaceSource(rule, 'https://loja.example/')).toEqual({
      family: 'Inter Fallback',
      source: 'local("Arial"), local("Liberation Sans")',
      descriptors: {
        sizeAdjust: '106.3%',
        ascentOverride: '91.14%',
        descentOverride: '22.69%',
        lineGapOverride: '0%',
      },
    });
  });

  it('resolves every URL of a source with several', () => {
    const rule = declared({
      'font-family': 'Sora',
      src: "url('/a.woff2') format('woff2'), url(b.woff)",
    });
    expect(fontFaceSource(rule, 'https://loja.example/assets/x.css').source).toBe(
      'url("https://loja.example/a.woff2") format(\'woff2\'), url("https://loja.example/assets/b.woff")',
    );
  });
});
