import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './content-encoding.mjs';

const BOTH = { br: Buffer.from('b'), gzip: Buffer.from('g') };

describe('chooseEncoding', () => {
  it('sends brotli when the browser accepts it, as production does', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', BOTH)).toBe('br');
  });

  it('falls back to gzip when brotli is not accepted', () => {
    expect(chooseEncoding('gzip, deflate', BOTH)).toBe('gzip');
  });

  it('sends the file as it is when nothing it has is accepted, or it has no compressed form', () => {
    expect(chooseEncoding('', BOTH)).toBeNull();
    expect(chooseEncoding('identity', BOTH)).toBeNull();
    expect(chooseEncoding('br, gzip', {})).toBeNull();
  });

  it('reads whole tokens only, with or without a weight', () => {
    expect(chooseEncoding('xbr, gzip;q=0.8', BOTH)).toBe('gzip');
  });
});
