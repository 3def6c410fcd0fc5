import { describe, expect, it } from 'vitest';
import { inlineScripts, inlineStyles } from './inline-blocks.mjs';

describe('inlineScripts', () => {
  it('keeps the scripts a browser runs, and leaves out external ones and data blocks', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script type="text/javascript">c()</script>',
      '<script src="/x.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="application/json">{}</script>',
      '<script type="importmap">{}</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });

  it('reads a script as its exact text, markup-like content and entities included', () => {
    const body = 'if (a < b && c > d) x("&amp;</div>")';
    expect(inlineScripts(`<p>x</p><script>${body}</script>`)).toEqual([body]);
  });
});

describe('inlineStyles', () => {
  it('reads every style block', () => {
    expect(inlineStyles('<style>a{}</style><p></p><style media="print">b{}</style>')).toEqual([
      'a{}',
      'b{}',
    ]);
  });
});
