import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildWhatsAppLink } from './whatsapp-link';
import type { SHARE_PARAMS } from './shared-input';
import { isPhoneNumber, sharedInput } from './shared-input';

const RUNS = Number(process.env.FC_RUNS ?? 500);

const share = (parts: Partial<Record<(typeof SHARE_PARAMS)[number], string>>) =>
  new URLSearchParams(Object.entries(parts).filter((entry) => entry[1] !== undefined));

/** A number as people write it: digits, some of them set apart by spaces, dashes or brackets. */
const writtenNumber = fc
  .record({
    plus: fc.boolean(),
    groups: fc.array(fc.stringMatching(/^\d{1,5}$/), { minLength: 1, maxLength: 5 }),
    separators: fc.array(fc.constantFrom(' ', '-', '.', ''), { minLength: 5, maxLength: 5 }),
  })
  .map(
    ({ plus, groups, separators }) =>
      (plus ? '+' : '') + groups.map((group, i) => group + (separators[i] ?? '')).join(''),
  )
  .filter((text) => {
    const digits = text.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  });

describe('sharedInput', () => {
  it('is null when nothing was shared', () => {
    expect(sharedInput(new URLSearchParams())).toBeNull();
    expect(sharedInput(share({ title: ' ', text: '', url: '\n' }))).toBeNull();
    expect(sharedInput(new URLSearchParams('origem=teste'))).toBeNull();
  });

  it('fills the phone with a shared number, and the message with the rest', () => {
    expect(sharedInput(share({ text: '+55 (11) 91234-5678' }))).toEqual({
      phone: '+55 (11) 91234-5678',
      message: '',
    });
    expect(sharedInput(share({ title: 'Maria', text: 'tel:+5511912345678' }))).toEqual({
      phone: '+5511912345678',
      message: 'Maria',
    });
  });

  it('keeps a text that is not only a number as the message', () => {
    expect(sharedInput(share({ text: 'Ligue 11 91234-5678' }))).toEqual({
      phone: '',
      message: 'Ligue 11 91234-5678',
    });
    // Too short or too long to dial: a code, an order number.
    expect(sharedInput(share({ text: '1234567' }))?.phone).toBe('');
    expect(sharedInput(share({ text: '1234567890123456' }))?.phone).toBe('');
  });

  it("says a page's address once when the text already holds it", () => {
    const url = 'https://exemplo.com.br/oferta';
    expect(sharedInput(share({ title: 'Oferta', text: `Veja: ${url}`, url }))).toEqual({
      phone: '',
      message: `Oferta\nVeja: ${url}`,
    });
    expect(sharedInput(share({ text: url, url }))?.message).toBe(url);
  });

  it('keeps the longer part when a shorter one comes first, and the first of two equal ones', () => {
    const url = 'https://exemplo.com.br/oferta';
    expect(sharedInput(share({ title: url, text: `Veja: ${url}` }))?.message).toBe(`Veja: ${url}`);
    expect(sharedInput(share({ title: url, text: 'Promoção', url }))?.message).toBe(
      `${url}\nPromoção`,
    );
  });

  it('takes any number as people write it for the phone, and the link dials its digits', () => {
    fc.assert(
      fc.property(writtenNumber, (text) => {
        const input = sharedInput(share({ text }));
        expect(input).toEqual({ phone: text.trim(), message: '' });
        const built = buildWhatsAppLink(input?.phone ?? '', '');
        expect(built.ok).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('loses nothing shared: every part is the phone or in the message', () => {
    const part = fc.oneof(fc.string(), writtenNumber, fc.webUrl());
    fc.assert(
      fc.property(fc.option(part), fc.option(part), fc.option(part), (title, text, url) => {
        const parts = { title: title ?? undefined, text: text ?? undefined, url: url ?? undefined };
        const input = sharedInput(share(parts));
        const shared = Object.values(parts).map((value) => value?.trim() ?? '');
        if (shared.every((value) => value === '')) {
          expect(input).toBeNull();
          return;
        }
        for (const value of shared.filter(Boolean)) {
          const isThePhone = value.replace(/^tel:/i, '') === input?.phone && isPhoneNumber(value);
          expect(isThePhone || input?.message.includes(value), value).toBe(true);
        }
        // Only a number is ever taken for the phone.
        if (input?.phone) expect(isPhoneNumber(input.phone)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});
