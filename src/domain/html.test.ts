import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the characters that open tags, entities and attribute values', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves plain pt-BR text as it is', () => {
    expect(escapeHtml('Órbita Digital · São Paulo — 5% off no Pix')).toBe(
      'Órbita Digital · São Paulo — 5% off no Pix',
    );
  });

  it('escapes an ampersand once, not an entity twice', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
