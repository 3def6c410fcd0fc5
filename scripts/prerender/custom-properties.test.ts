import { describe, expect, it } from 'vitest';
import { createShortener } from './custom-properties.mjs';

describe('createShortener', () => {
  it('names each of Chakra’s properties once, the same in every text it shortens', () => {
    const shorten = createShortener('properties');
    const css = shorten(
      ':root{--chakra-colors-fg:#000;--chakra-colors-fg-muted:#333}.a{color:var(--chakra-colors-fg)}',
    );
    const markup = shorten('<p style="color:var(--chakra-colors-fg-muted)"></p>');
    expect(css).toBe(':root{--c0:#000;--c1:#333}.a{color:var(--c0)}');
    expect(markup).toBe('<p style="color:var(--c1)"></p>');
  });

  it('takes an escaped character as part of the name', () => {
    const shorten = createShortener('properties');
    expect(
      shorten('--chakra-spacing-0\\.5:2px;--chakra-spacing-0:0;gap:var(--chakra-spacing-0\\.5)'),
    ).toBe('--c0:2px;--c1:0;gap:var(--c0)');
  });

  it('leaves other custom properties as they are', () => {
    const shorten = createShortener('properties');
    expect(shorten('--meteor-top:5%;--mix-background:red')).toBe(
      '--meteor-top:5%;--mix-background:red',
    );
  });

  it('names Emotion’s classes alike in markup and selectors, and no other name', () => {
    const shorten = createShortener('classes');
    const markup = shorten('<p class="chakra-stack css-1c4sfjk group"></p><i class="css-9z"></i>');
    const css = shorten('.css-9z>.css-1c4sfjk{color:red}.my-css-x,.css-x-y{--css-a:1}');
    expect(markup).toBe('<p class="chakra-stack c0 group"></p><i class="c1"></i>');
    expect(css).toBe('.c1>.c0{color:red}.my-css-x,.css-x-y{--css-a:1}');
  });
});
