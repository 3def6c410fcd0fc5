import { describe, expect, it } from 'vitest';
import { replaceStyleTags, styleTags, withCss } from './style-tags.mjs';

const html =
  '<p title="<style>">a</p><style data-emotion="css-global x" data-s="">:root{--a:1}</style>' +
  '<div></div><style>.b>.c{content:"</p>"}</style>';

describe('styleTags', () => {
  it('reads each style element: its opening tag as written, its attributes and its CSS', () => {
    expect(
      styleTags(html).map(({ openingTag, attributes, css }) => ({ openingTag, attributes, css })),
    ).toEqual([
      {
        openingTag: '<style data-emotion="css-global x" data-s="">',
        attributes: { 'data-emotion': 'css-global x', 'data-s': '' },
        css: ':root{--a:1}',
      },
      { openingTag: '<style>', attributes: {}, css: '.b>.c{content:"</p>"}' },
    ]);
  });
});

describe('replaceStyleTags', () => {
  it('replaces the style elements it is given a string for, and keeps the rest of the markup', () => {
    const replaced = replaceStyleTags(html, (tag) =>
      tag.attributes['data-emotion'] ? undefined : withCss(tag, '.b{}'),
    );
    expect(replaced).toBe(html.replace('.b>.c{content:"</p>"}', '.b{}'));
    expect(replaceStyleTags(html, () => undefined)).toBe(html);
  });
});
