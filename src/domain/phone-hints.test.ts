import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRAZIL, countryByIso } from './countries';
import { phoneHints } from './phone-hints';
import { buildWhatsAppLink } from './whatsapp-link';

const RUNS = Number(process.env.FC_RUNS ?? 1_000);

describe('phoneHints', () => {
  it.each([
    ['(11) 98765-4321', []],
    ['+55 11 98765-4321', []],
    ['11 3000-0000', []],
    ['+1 415 555 2671', [{ kind: 'foreignCode', country: 'US' }]],
    ['+351 912 345 678', [{ kind: 'foreignCode', country: 'PT' }]],
    ['+999 1234', [{ kind: 'foreignCode' }]],
    ['011 98765 4321', [{ kind: 'leadingZero' }]],
    ['0 15 11 98765 4321', [{ kind: 'leadingZero' }]],
    ['20 98765-4321', [{ kind: 'unknownDdd', ddd: '20' }]],
    ['11 8765-4321', [{ kind: 'missingNine' }]],
    ['123', [{ kind: 'length' }]],
    ['55 99123-4567', [{ kind: 'areaCode55', fixed: '+55 55 99123-4567' }]],
    ['(55) 3221-4567', [{ kind: 'areaCode55', fixed: '+55 (55) 3221-4567' }]],
    ['55 55 99123-4567', []],
    ['  55 99123-4567 ', [{ kind: 'areaCode55', fixed: '+55 55 99123-4567' }]],
    [' +1 415 555 2671', [{ kind: 'foreignCode', country: 'US' }]],
    ['+55 20 98765-4321', [{ kind: 'unknownDdd', ddd: '20' }]],
    ['+55 11 8765-4321', [{ kind: 'missingNine' }]],
    ['(91) 98765-4321', []],
    ['(99) 98765-4321', []],
    ['11 5765-4321', []],
    ['7', [{ kind: 'length' }]],
    ['11 98765-43210', [{ kind: 'length' }]],
    ['', []],
  ] as const)('%j → %j', (phone, hints) => {
    expect(phoneHints(phone, BRAZIL)).toEqual(hints);
  });

  it('gives no Brazilian hints for another country', () => {
    expect(phoneHints('011 8765', countryByIso('US'))).toEqual([]);
  });

  it('never blocks: whatever the hints, a phone with digits builds a link', () => {
    fc.assert(
      fc.property(fc.string(), (phone) => {
        const hints = phoneHints(phone, BRAZIL);
        const result = buildWhatsAppLink(phone, '');
        expect(result.ok).toBe(/\d/.test(phone));
        if (!result.ok) expect(hints).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('area code 55 typed without the country code', () => {
  it('is offered a fix that makes a link with the country code and the whole number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^9?[2-9]\d{7}$/), (local) => {
        const typed = `55 ${local}`;
        const [hint] = phoneHints(typed, BRAZIL);
        if (hint?.kind !== 'areaCode55') throw new Error(`no area-code-55 hint for ${typed}`);
        // As typed, the spec's rule holds (55 is read as Brazil's); the fix calls the number.
        expect(buildWhatsAppLink(typed, '')).toMatchObject({ url: `https://wa.me/55${local}` });
        expect(buildWhatsAppLink(hint.fixed, '')).toMatchObject({
          url: `https://wa.me/5555${local}`,
        });
        expect(phoneHints(hint.fixed, BRAZIL).map(({ kind }) => kind)).not.toContain('areaCode55');
      }),
      { numRuns: RUNS },
    );
  });
});
