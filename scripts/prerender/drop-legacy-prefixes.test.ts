import { describe, expect, it } from 'vitest';
import { dropLegacyPrefixes } from './drop-legacy-prefixes.mjs';

describe('dropLegacyPrefixes', () => {
  const css =
    '.a{-webkit-transform:none;-moz-transform:none;-ms-transform:none;transform:none;}' +
    'html{-moz-osx-font-smoothing:grayscale;-moz-tab-size:4;tab-size:4}' +
    '.b{-ms-user-select:none;-webkit-user-select:none;user-select:none}' +
    '.c{display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex;' +
    '-webkit-align-items:center;-webkit-box-align:center;align-items:center;' +
    '-webkit-appearance:none;appearance:none;-webkit-backdrop-filter:blur(4px);' +
    'backdrop-filter:blur(4px)}' +
    '@-webkit-keyframes spin{0%{opacity:0}100%{opacity:1}}@keyframes spin{0%{opacity:0}}' +
    '*::-webkit-input-placeholder{opacity:1}*::-moz-placeholder{opacity:1}' +
    '*:-ms-input-placeholder{opacity:1}*::placeholder,*[data-placeholder]{opacity:1}' +
    'input::-webkit-search-cancel-button{display:none}';
  const kept = dropLegacyPrefixes(css);

  it('keeps the standard declarations and the -webkit- ones Safari still needs', () => {
    expect(kept).toContain('.a{transform:none;}');
    expect(kept).toContain('tab-size:4}');
    expect(kept).toContain('.b{-webkit-user-select:none;user-select:none}');
    expect(kept).toContain(
      '.c{display:flex;align-items:center;-webkit-appearance:none;appearance:none;' +
        '-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px)}',
    );
  });

  it('drops the -moz- and -ms- copies, but not font smoothing', () => {
    expect(kept).not.toMatch(/-(moz|ms)-(transform|tab-size|user-select|flexbox)/);
    expect(kept).toContain('-moz-osx-font-smoothing:grayscale;');
  });

  it("drops the placeholder's old names, keeping ::placeholder and other -webkit- pseudos", () => {
    expect(kept).not.toMatch(/input-placeholder|-moz-placeholder/);
    expect(kept).toContain('*::placeholder,*[data-placeholder]{opacity:1}');
    expect(kept).toContain('input::-webkit-search-cancel-button{display:none}');
  });

  it('drops the prefixed keyframes, keeping the standard ones', () => {
    expect(kept).not.toContain('@-webkit-keyframes');
    expect(kept).toContain('@keyframes spin{0%{opacity:0}}');
  });
});
