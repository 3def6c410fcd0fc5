import { describe, expect, it } from 'vitest';
import { createPropertyShortener } from './custom-properties.mjs';

describe('createPropertyShortener', () => {
  it('names each of Chakra’s properties once, the same in every text it shortens', () => {
    const shorten = createPropertyShortener();
    const css = shorten(
      ':root{--chakra-colors-fg:#000;--chakra-colors-fg-muted:#333}.a{color:var(--chakra-colors-fg)}',
    );
    const markup = shorten('<p style="color:var(--chakra-colors-fg-muted)"></p>');
    expect(css).toBe(':root{--c0:#000;--c1:#333}.a{color:var(--c0)}');
    expect(markup).toBe('<p style="color:var(--c1)"></p>');
  });

  it('takes an escaped character as part of the name', () => {
    const shorten = createPropertyShortener();
    expect(
      shorten('--chakra-spacing-0\\.5:2px;--chakra-spacing-0:0;gap:var(--chakra-spacing-0\\.5)'),
    ).toBe('--c0:2px;--c1:0;gap:var(--c0)');
  });

  it('leaves other custom properties as they are', () => {
    const shorten = createPropertyShortener();
    expect(shorten('--meteor-top:5%;--mix-background:red')).toBe(
      '--meteor-top:5%;--mix-background:red',
    );
  });
});
