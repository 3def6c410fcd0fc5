import fc from 'fast-check';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { fitsInQrCode, QR_ERROR_CORRECTION, QR_MAX_BYTES, qrPayload } from './qr-payload';
import { buildWhatsAppLink } from './whatsapp-link';

const RUNS = Number(process.env.FC_RUNS ?? 1_000);

describe('qrPayload', () => {
  it('is exactly the link, for any phone and message', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: 'binary' }), (phone, message) => {
        const result = buildWhatsAppLink(phone, message);
        fc.pre(result.ok);
        if (result.ok) expect(qrPayload(result.url)).toBe(result.url);
      }),
      { numRuns: RUNS },
    );
  });

  it('a message round-trips through the link the QR code holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (message) => {
        fc.pre(message.trim() !== '');
        const result = buildWhatsAppLink('11987654321', message);
        if (!result.ok) throw new Error('a valid phone must build');
        expect(new URL(qrPayload(result.url)).searchParams.get('text')).toBe(message);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('fitsInQrCode', () => {
  it('matches what the QR library can encode at the limit', () => {
    const atLimit = 'https://wa.me/5511987654321?text=' + 'a'.repeat(QR_MAX_BYTES - 33);
    expect(fitsInQrCode(atLimit)).toBe(true);
    expect(() => encode(atLimit, { ecc: QR_ERROR_CORRECTION })).not.toThrow();
    const over = `${atLimit}a`;
    expect(fitsInQrCode(over)).toBe(false);
    expect(() => encode(over, { ecc: QR_ERROR_CORRECTION })).toThrow();
  });

  it('counts bytes, not characters', () => {
    const link = 'https://wa.me/55?text=' + '%C3%A1'.repeat(300);
    expect(fitsInQrCode(link)).toBe(link.length <= QR_MAX_BYTES);
  });
});
