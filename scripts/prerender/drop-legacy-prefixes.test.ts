import { describe, expect, it } from 'vitest';
import { dropLegacyPrefixes } from './drop-legacy-prefixes.mjs';

describe('dropLegacyPrefixes', () => {
  const css =
    '<style>.a{-webkit-transform:none;-moz-transform:none;-ms-transform:none;transform:none;}' +
    'html{-moz-osx-font-smoothing:grayscale;-moz-tab-size:4;tab-size:4}' +
    '.b{-ms-user-select:none}</style>';
  const kept = dropLegacyPrefixes(css);

  it('keeps the standard and the -webkit- declarations', () => {
    expect(kept).toContain('.a{-webkit-transform:none;transform:none;}');
    expect(kept).toContain('tab-size:4}');
  });

  it('drops the -moz- and -ms- copies, but not font smoothing', () => {
    expect(kept).not.toMatch(/-(moz|ms)-(transform|tab-size|user-select)/);
    expect(kept).toContain('-moz-osx-font-smoothing:grayscale;');
    expect(kept).toContain('.b{}');
  });
});
