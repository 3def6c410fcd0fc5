import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildWhatsAppLink,
  chatLink,
  isLinkOpening,
  linkOpeningIn,
  readableWhatsAppLink,
} from './whatsapp-link';

// Sized so the whole file runs in well under a second on a quiet 2-core machine (10,000 runs took
// 4.6 s); raise it locally (FC_RUNS=100000) for a deeper search.
const RUNS = Number(process.env.FC_RUNS ?? 1_000);

/** Any character a visitor may type that is not an ASCII digit (Arabic-Indic digits included). */
const notADigit = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
  .filter((char) => !'0123456789'.includes(char));

/**
 * A number as a visitor types it: its digits (the expectation) with spaces, brackets, dashes and
 * a leading + around them. The digits come from the generator, not from the code under test.
 */
function typedNumber({ code = '55', startsWithCode }: { code?: string; startsWithCode: boolean }) {
  const digit = fc.constantFrom(...'0123456789');
  const body = fc.array(digit, { minLength: 1, maxLength: 15 }).map((d) => d.join(''));
  const digits = startsWithCode
    ? body.map((rest) => code + rest)
    : body.filter((d) => !d.startsWith(code));
  const separator = fc.constantFrom('', ' ', '-', '(', ')', '.', '+', ' - ');
  return digits.chain((number) =>
    fc
      .array(separator, { minLength: number.length + 1, maxLength: number.length + 1 })
      .map((gaps) => ({
        digits: number,
        typed: gaps.map((gap, i) => gap + (number[i] ?? '')).join(''),
      })),
  );
}

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

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        (phone, message) => {
          const result = buildWhatsAppLink(phone, message);
          if (result.ok) expect(new URL(result.url).origin).toBe('https://wa.me');
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('refuses any phone without an ASCII digit', () => {
    fc.assert(
      fc.property(fc.string({ unit: notADigit }), (phone) => {
        expect(buildWhatsAppLink(phone, 'Olá')).toEqual({ ok: false, reason: 'invalidPhone' });
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps the typed digits in order, whatever separates them, after 55', () => {
    fc.assert(
      fc.property(typedNumber({ startsWithCode: false }), ({ typed, digits }) => {
        expect(buildWhatsAppLink(typed, '')).toEqual({
          ok: true,
          number: `55${digits}`,
          url: `https://wa.me/55${digits}`,
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('adds no second 55 to digits that already start with it', () => {
    fc.assert(
      fc.property(typedNumber({ startsWithCode: true }), ({ typed, digits }) => {
        expect(buildWhatsAppLink(typed, '')).toMatchObject({ ok: true, number: digits });
      }),
      { numRuns: RUNS },
    );
  });

  it("prefixes another country's calling code the same way", () => {
    const otherCountry = fc.record({
      code: fc.constantFrom('1', '351', '54', '44', '244'),
      startsWithCode: fc.boolean(),
    });
    fc.assert(
      fc.property(
        otherCountry.chain(({ code, startsWithCode }) =>
          typedNumber({ code, startsWithCode }).map((typed) => ({
            code,
            startsWithCode,
            ...typed,
          })),
        ),
        ({ code, startsWithCode, typed, digits }) => {
          const number = startsWithCode ? digits : code + digits;
          expect(buildWhatsAppLink(typed, '', code)).toMatchObject({
            url: `https://wa.me/${number}`,
          });
        },
      ),
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

  it('shows a link without a message as it is, escapes included', () => {
    expect(readableWhatsAppLink('https://example.com/a%20b')).toBe('https://example.com/a%20b');
  });

  it('decodes the message only, never the address before it', () => {
    expect(readableWhatsAppLink('https://example.com/a%20b?text=Ol%C3%A1')).toBe(
      'https://example.com/a%20b?text=Olá',
    );
  });

  it('reads a message that starts the link', () => {
    expect(readableWhatsAppLink('?text=Ol%C3%A1')).toBe('?text=Olá');
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

  it('fails the build on a configured number without digits, instead of shipping a dead link', () => {
    expect(() => chatLink('(xx) xxxx', 'Olá!')).toThrow(/no digits: \(xx\) xxxx/);
  });
});

describe('linkOpeningIn', () => {
  it.each([
    ['https://wa.me/5511912345678', 'https://web.whatsapp.com/send?phone=5511912345678'],
    [
      'https://wa.me/5511912345678?text=Ol%C3%A1%20%26%20tchau%3F',
      'https://web.whatsapp.com/send?phone=5511912345678&text=Ol%C3%A1%20%26%20tchau%3F',
    ],
  ])('sends %s straight to WhatsApp Web: %s', (link, web) => {
    expect(linkOpeningIn(link, 'web')).toBe(web);
    expect(linkOpeningIn(link, 'app')).toBe(link);
  });

  it('keeps the message of a link without a number, for any chat', () => {
    const web = new URL(linkOpeningIn('https://wa.me/?text=Ol%C3%A1', 'web'));
    expect(web.origin + web.pathname).toBe('https://web.whatsapp.com/send');
    expect(web.searchParams.get('phone')).toBe('');
    expect(web.searchParams.get('text')).toBe('Olá');
  });

  it('leaves a link it did not build as it is', () => {
    expect(linkOpeningIn('https://example.com/5511?text=a', 'web')).toBe(
      'https://example.com/5511?text=a',
    );
  });

  it('opens the same number with the same message on WhatsApp Web', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,15}$/),
        fc.string({ unit: 'grapheme' }),
        (phone, message) => {
          const result = buildWhatsAppLink(phone, message);
          if (!result.ok) throw new Error('digits must build');
          // The browser's own URL parser is the judge, not this module.
          const web = new URL(linkOpeningIn(result.url, 'web'));
          expect(web.origin + web.pathname).toBe('https://web.whatsapp.com/send');
          expect(web.searchParams.get('phone')).toBe(result.number);
          expect(web.searchParams.get('text')).toBe(
            message.trim() === '' ? null : new URL(result.url).searchParams.get('text'),
          );
          expect([...web.searchParams.keys()].length).toBe(message.trim() === '' ? 1 : 2);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('is read back with its message as typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (message) => {
        fc.pre(message.trim() !== '');
        const result = buildWhatsAppLink('11912345678', message);
        if (!result.ok) throw new Error('a valid phone must build');
        expect(readableWhatsAppLink(linkOpeningIn(result.url, 'web'))).toBe(
          `https://web.whatsapp.com/send?phone=5511912345678&text=${message}`,
        );
      }),
      { numRuns: RUNS },
    );
  });
});

describe('isLinkOpening', () => {
  it.each([
    ['app', true],
    ['web', true],
    ['Web', false],
    [undefined, false],
    [1, false],
  ])('%j: %s', (value, expected) => {
    expect(isLinkOpening(value)).toBe(expected);
  });
});
