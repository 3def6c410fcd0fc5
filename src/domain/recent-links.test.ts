import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByIso } from './countries';
import {
  addRecentLink,
  parseRecentLinks,
  RECENT_LINK_MAX_LENGTH,
  RECENT_LINKS_LIMIT,
  type RecentLink,
  serializeRecentLinks,
} from './recent-links';
import { buildWhatsAppLink } from './whatsapp-link';

const RUNS = Number(process.env.FC_RUNS ?? 500);

const entry: fc.Arbitrary<RecentLink> = fc
  .record({
    phone: fc.stringMatching(/^\+?[0-9 ()-]{1,16}$/),
    // Up to messages whose link is too long to keep.
    message: fc.oneof(fc.string(), fc.string({ minLength: 1_500, maxLength: 2_400 })),
    country: fc.constantFrom(...COUNTRIES.map((c) => c.iso)),
  })
  .filter(({ phone }) => /\d/.test(phone))
  .map(({ phone, message, country }) => {
    const built = buildWhatsAppLink(phone, message, countryByIso(country).callingCode);
    return { phone, message, country, link: built.ok ? built.url : '' };
  });

/** A valid entry for a number; `length` pads its message so that the link has that length. */
function linkFor(phone: string, length?: number): RecentLink {
  const head = buildWhatsAppLink(phone, 'a');
  if (!head.ok) throw new Error('a valid phone must build');
  const message = length === undefined ? '' : 'a'.repeat(length - head.url.length + 1);
  const built = buildWhatsAppLink(phone, message);
  if (!built.ok) throw new Error('a valid phone must build');
  return { phone, message, country: 'BR', link: built.url };
}

const twelve = Array.from({ length: 12 }, (_, i) =>
  linkFor(`1198765${String(i).padStart(4, '0')}`),
);

describe('recent links, by example', () => {
  it('keep the newest 10 of 12, newest first', () => {
    const list = twelve.reduce<RecentLink[]>((acc, e) => addRecentLink(acc, e), []);
    expect(list).toEqual(twelve.slice(2).reverse());
  });

  it('move a link made again to the top, once', () => {
    const [a, b, c] = twelve as [RecentLink, RecentLink, RecentLink];
    expect(addRecentLink([c, b, a], a)).toEqual([a, c, b]);
  });

  it('keep a link of exactly 2,000 characters, and leave the list as it was for a longer one', () => {
    const atLimit = linkFor('11987654321', RECENT_LINK_MAX_LENGTH);
    const over = linkFor('11987654321', RECENT_LINK_MAX_LENGTH + 1);
    expect(atLimit.link).toHaveLength(2_000);
    expect(over.link).toHaveLength(2_001);
    const list = twelve.slice(0, 2);
    expect(addRecentLink(list, atLimit)).toEqual([atLimit, ...list]);
    expect(addRecentLink(list, over)).toEqual(list);
    expect(parseRecentLinks(JSON.stringify([atLimit, over]))).toEqual([atLimit]);
  });

  it('store at most 10', () => {
    expect(JSON.parse(serializeRecentLinks(twelve))).toEqual(twelve.slice(0, 10));
  });

  it.each([
    ['a number for the message', { message: 5 }],
    ['a number for the link', { link: 5 }],
    ['no country', { country: undefined }],
  ])('drop an entry with %s', (_, change) => {
    const stored = JSON.stringify([{ ...linkFor('11987654321'), ...change }, twelve[0]]);
    expect(parseRecentLinks(stored)).toEqual([twelve[0]]);
  });

  it.each([
    ['a number', 5],
    ['a string', 'x'],
    ['a list', []],
  ])('drop %s among entries', (_, item) => {
    expect(parseRecentLinks(JSON.stringify([item, twelve[0]]))).toEqual([twelve[0]]);
  });
});

describe('recent links', () => {
  it('round-trip through storage text', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 15 }), (entries) => {
        const list = entries.reduceRight<RecentLink[]>((acc, e) => addRecentLink(acc, e), []);
        expect(parseRecentLinks(serializeRecentLinks(list))).toEqual(list);
      }),
      { numRuns: RUNS },
    );
  });

  it('keep no link longer than the limit, from the tool or from storage', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 15 }), (entries) => {
        const list = entries.reduce<RecentLink[]>((acc, e) => addRecentLink(acc, e), []);
        const stored = parseRecentLinks(JSON.stringify(entries));
        for (const kept of [...list, ...stored]) {
          expect(kept.link.length).toBeLessThanOrEqual(RECENT_LINK_MAX_LENGTH);
        }
        const last = entries.at(-1);
        if (last && last.link.length > RECENT_LINK_MAX_LENGTH) expect(list[0]).not.toEqual(last);
      }),
      { numRuns: RUNS },
    );
  });

  it('keep at most 10, newest first, each link once', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 25 }), (entries) => {
        const list = entries.reduce<RecentLink[]>((acc, e) => addRecentLink(acc, e), []);
        expect(list.length).toBeLessThanOrEqual(RECENT_LINKS_LIMIT);
        expect(new Set(list.map((e) => e.link)).size).toBe(list.length);
        const last = entries.at(-1);
        if (last && last.link.length <= RECENT_LINK_MAX_LENGTH) expect(list[0]).toEqual(last);
      }),
      { numRuns: RUNS },
    );
  });

  it('read anything that is not a list of valid entries as nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant(null)), (stored) => {
        const list = parseRecentLinks(stored);
        for (const item of list) {
          const built = buildWhatsAppLink(
            item.phone,
            item.message,
            countryByIso(item.country).callingCode,
          );
          expect(built).toMatchObject({ ok: true, url: item.link });
        }
      }),
      { numRuns: RUNS },
    );
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"phone":"11"}'],
    [
      'a link that its fields do not build',
      '[{"phone":"11","message":"","country":"BR","link":"https://evil.example"}]',
    ],
    [
      'an unknown country',
      '[{"phone":"11","message":"","country":"XX","link":"https://wa.me/5511"}]',
    ],
    [
      'numbers for strings',
      '[{"phone":11,"message":"","country":"BR","link":"https://wa.me/5511"}]',
    ],
  ])('drops %s', (_, stored) => {
    expect(parseRecentLinks(stored)).toEqual([]);
  });

  it('keeps the valid entries among broken ones, and drops extra fields', () => {
    const stored = JSON.stringify([
      null,
      { phone: '11', message: '', country: 'BR', link: 'https://wa.me/5511', extra: 1 },
    ]);
    expect(parseRecentLinks(stored)).toEqual([
      { phone: '11', message: '', country: 'BR', link: 'https://wa.me/5511' },
    ]);
  });
});
