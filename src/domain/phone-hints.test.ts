import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRAZIL, countryByIso } from './countries';
import { phoneHints, withoutTrunkPrefix } from './phone-hints';
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
    // Too short for 55 to be the country code: it is the DDD.
    ['55 20 1234', [{ kind: 'length' }]],
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

describe('withoutTrunkPrefix', () => {
  it.each([
    ['0170 1234567', '49', 1, '170 1234567'],
    ['+49 0170 1234567', '49', 1, '+49 170 1234567'],
    ['+49 (0) 170 1234567', '49', 1, '+49 170 1234567'],
    ['(01) 23-45', '33', 1, '(1) 23-45'],
    ['0 15 11 98765-4321', '55', 3, '11 98765-4321'],
    ['+55 0 11 98765-4321', '55', 1, '+55 11 98765-4321'],
    ['Tel. +49 0170 1234567', '49', 1, 'Tel. +49 170 1234567'],
  ])('%j, calling code %s, %i digits → %j', (typed, callingCode, count, fixed) => {
    expect(withoutTrunkPrefix(typed, callingCode, count)).toBe(fixed);
  });

  it('takes out exactly the prefix, wherever the separators are', () => {
    const digits = (min: number, max: number) =>
      fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max });
    const separator = fc.constantFrom('', ' ', '-', '.', ' - ', '/');
    // The parts, and what is typed: the parts' digits with separators around them.
    const number = fc
      .record({
        callingCode: fc.constantFrom('49', '33', '44', '351'),
        withCode: fc.boolean(),
        prefix: digits(1, 3),
        rest: digits(1, 12),
      })
      // The calling code typed only where the number then starts with it, as the link reads it.
      .filter(
        ({ callingCode, withCode, prefix, rest }) =>
          withCode || ![...prefix, ...rest].join('').startsWith(callingCode),
      )
      .chain((parts) => {
        const typedDigits = [
          ...(parts.withCode ? parts.callingCode : ''),
          ...parts.prefix,
          ...parts.rest,
        ];
        return fc
          .array(separator, {
            minLength: typedDigits.length + 1,
            maxLength: typedDigits.length + 1,
          })
          .map((gaps) => ({
            ...parts,
            typed: gaps.map((gap, i) => gap + (typedDigits[i] ?? '')).join(''),
          }));
      });
    fc.assert(
      fc.property(number, ({ callingCode, withCode, prefix, rest, typed }) => {
        const fixed = withoutTrunkPrefix(typed, callingCode, prefix.length);
        expect(fixed.replace(/\D/g, '')).toBe((withCode ? callingCode : '') + rest.join(''));
      }),
      { numRuns: RUNS },
    );
  });
});
