import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildWhatsAppLink, chatLink, readableWhatsAppLink } from './whatsapp-link';

// Sized so the whole file runs in well under a second on a quiet 2-core machine (10,000 runs took
// 4.6 s); raise it locally (FC_RUNS=100000) for a deeper search.
const RUNS = Number(process.env.FC_RUNS ?? 1_000);

describe('buildWhatsAppLink', () => {
  it.each([
    ['11 91234-5678', '', 'https://wa.me/5511912345678'],
    ['(11) 91234-5678', '   ', 'https://wa.me/5511912345678'],
    ['+55 (21) 98765-4321', '', 'https://wa.me/5521987654321'],
    ['5511912345678', 'Olá!', 'https://wa.me/5511912345678?text=Ol%C3%A1!'],
    ['11912345678', 'Oi & tchau?', 'https://wa.me/5511912345678?text=Oi%20%26%20tchau%3F'],
    ['1', '', 'https://wa.me/551'],
  ])('builds %j + %j as %s', (phone, message, expected) => {
    expect(buildWhatsAppLink(phone, message)).toMatchObject({ ok: true, url: expected });
  });

  it.each(['', '   ', 'abc', '+() -', '١٢٣'])('refuses a phone with no digits: %j', (phone) => {
    expect(buildWhatsAppLink(phone, 'Olá')).toEqual({ ok: false, reason: 'invalidPhone' });
  });

  it('turns a lone surrogate into U+FFFD instead of throwing', () => {
    const result = buildWhatsAppLink('11912345678', 'a\uD800b');
    expect(result).toMatchObject({ ok: true, url: 'https://wa.me/5511912345678?text=a%EF%BF%BDb' });
  });

  it('never throws and always yields a wa.me URL or the invalid-phone error', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        (phone, message) => {
          const result = buildWhatsAppLink(phone, message);
          if (result.ok) {
            const url = new URL(result.url);
            expect(url.origin).toBe('https://wa.me');
            expect(url.pathname).toMatch(/^\/55\d*$/);
          } else {
            expect(phone.replace(/\D/g, '')).toBe('');
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('keeps exactly the digits, prefixed with 55 only when missing', () => {
    fc.assert(
      fc.property(fc.string(), (phone) => {
        const digits = phone.replace(/\D/g, '');
        fc.pre(digits !== '');
        const result = buildWhatsAppLink(phone, '');
        const expected = digits.startsWith('55') ? digits : `55${digits}`;
        expect(result).toMatchObject({
          ok: true,
          number: expected,
          url: `https://wa.me/${expected}`,
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('encodes a non-blank message so that `text` decodes back to it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (message) => {
        fc.pre(message.trim() !== '');
        const result = buildWhatsAppLink('11912345678', message);
        if (!result.ok) throw new Error('a valid phone must build');
        expect(new URL(result.url).searchParams.get('text')).toBe(message);
      }),
      { numRuns: RUNS },
    );
  });

  it('adds no text parameter for a blank message', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (message) => {
        const result = buildWhatsAppLink('11912345678', message);
        expect(result).toMatchObject({ ok: true, url: 'https://wa.me/5511912345678' });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('readableWhatsAppLink', () => {
  it('shows the message as typed after the number, and a link without one as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (message) => {
        const result = buildWhatsAppLink('11912345678', message);
        if (!result.ok) throw new Error('a valid phone must build');
        expect(readableWhatsAppLink(result.url)).toBe(
          message.trim() === ''
            ? 'https://wa.me/5511912345678'
            : `https://wa.me/5511912345678?text=${message}`,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('shows a link it cannot decode as it is', () => {
    expect(readableWhatsAppLink('https://wa.me/55119?text=%E0%A4%A')).toBe(
      'https://wa.me/55119?text=%E0%A4%A',
    );
  });
});

describe('chatLink', () => {
  it('opens the agency chat with its greeting', () => {
    expect(chatLink('5511900000000', 'Olá!')).toBe('https://wa.me/5511900000000?text=Ol%C3%A1!');
  });
});
