import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import {
  fitsInPrintedQrCode,
  fitsInQrCode,
  PRINT_QR_ERROR_CORRECTION,
  PRINT_QR_MAX_BYTES,
  QR_ERROR_CORRECTION,
  QR_MAX_BYTES,
} from './qr-payload';

describe('fitsInQrCode', () => {
  it('matches what the QR library can encode at the limit', () => {
    const atLimit = 'https://wa.me/5511987654321?text=' + 'a'.repeat(QR_MAX_BYTES - 33);
    expect(fitsInQrCode(atLimit)).toBe(true);
    expect(() => encode(atLimit, { ecc: QR_ERROR_CORRECTION })).not.toThrow();
    const over = `${atLimit}a`;
    expect(fitsInQrCode(over)).toBe(false);
    expect(() => encode(over, { ecc: QR_ERROR_CORRECTION })).toThrow();
  });

  it('counts bytes, not characters: "á" takes two', () => {
    // 1,166 characters, well under the limit as characters, 2,332 bytes in UTF-8.
    expect(fitsInQrCode('á'.repeat(1166))).toBe(false);
    expect(fitsInQrCode('á'.repeat(1165))).toBe(true);
    // An emoji is two UTF-16 units and four bytes.
    expect(fitsInQrCode('😀'.repeat(583))).toBe(false);
    expect(fitsInQrCode('😀'.repeat(582) + 'aaa')).toBe(true);
  });
});

describe('fitsInPrintedQrCode', () => {
  it('matches what the QR library can encode at level H, at the limit and one byte over', () => {
    const atLimit = 'https://wa.me/5511987654321?text=' + 'a'.repeat(PRINT_QR_MAX_BYTES - 33);
    expect(fitsInPrintedQrCode(atLimit)).toBe(true);
    expect(() => encode(atLimit, { ecc: PRINT_QR_ERROR_CORRECTION })).not.toThrow();
    const over = `${atLimit}a`;
    expect(fitsInPrintedQrCode(over)).toBe(false);
    expect(() => encode(over, { ecc: PRINT_QR_ERROR_CORRECTION })).toThrow();
  });

  it('counts bytes: 637 "á" are 1,274 of them', () => {
    expect(fitsInPrintedQrCode('á'.repeat(637))).toBe(false);
    expect(fitsInPrintedQrCode('á'.repeat(636))).toBe(true);
  });
});
