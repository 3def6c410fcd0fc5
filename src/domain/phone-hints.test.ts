import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRAZIL, countryByIso } from './countries';
import {
  BRAZILIAN_DDDS,
  cannotWork,
  type DialledNumber,
  dialledNumber,
  type PhoneDescriber,
  phoneHints,
  withoutTrunkPrefix,
} from './phone-hints';
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
    ['011 98765 4321', [{ kind: 'leadingZero', fixed: '11 98765 4321' }]],
    ['011 91234-5678', [{ kind: 'leadingZero', fixed: '11 91234-5678' }]],
    ['0 15 11 98765 4321', [{ kind: 'leadingZero', fixed: '11 98765 4321' }]],
    ['015 11 3000-0000', [{ kind: 'leadingZero', fixed: '11 3000-0000' }]],
    ['+55 0 11 98765-4321', [{ kind: 'leadingZero', fixed: '+55 11 98765-4321' }]],
    ['00 1 415 555 2671', [{ kind: 'foreignCode', country: 'US', fixed: '+1 415 555 2671' }]],
    ['0055 11 98765-4321', [{ kind: 'foreignCode', fixed: '+55 11 98765-4321' }]],
    ['20 98765-4321', [{ kind: 'unknownDdd', ddd: '20' }]],
    ['11 8765-4321', [{ kind: 'missingNine' }]],
    ['123', [{ kind: 'tooShort' }]],
    ['12345', [{ kind: 'tooShort' }]],
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
    ['7', [{ kind: 'tooShort' }]],
    ['11 98765-43210', [{ kind: 'tooLong' }]],
    // Too short for 55 to be the country code: it is the DDD.
    ['55 20 1234', [{ kind: 'tooShort' }]],
    ['', []],
  ] as const)('%j → %j', (phone, hints) => {
    expect(phoneHints(phone, BRAZIL)).toEqual(hints);
  });

  it('gives no Brazilian hints for another country', () => {
    expect(phoneHints('011 8765', countryByIso('US'))).toEqual([]);
  });

  it('calls 5,000 pasted digits too long', () => {
    expect(phoneHints('9'.repeat(5_000), BRAZIL)).toEqual([{ kind: 'tooLong' }]);
  });

  it("reads + and 00 against the chosen country's code, whichever it is", () => {
    const us = countryByIso('US');
    expect(phoneHints('+1 415 555 2671', us)).toEqual([]);
    expect(phoneHints('+55 11 98765-4321', us)).toEqual([{ kind: 'foreignCode', country: 'BR' }]);
    expect(phoneHints('001 415 555 2671', us)).toEqual([
      { kind: 'foreignCode', fixed: '+1 415 555 2671' },
    ]);
  });

  it("judges by the phone library's description once it is in, Brazil's own rules first", () => {
    const described =
      (over: Partial<DialledNumber>): PhoneDescriber =>
      () => ({
        ...dialledNumber('', null),
        ...over,
      });
    const germany = countryByIso('DE');
    expect(phoneHints('0170 1234567', germany, described({ trunkPrefix: 1 }))).toEqual([
      { kind: 'trunkPrefix', fixed: '170 1234567', country: 'DE' },
    ]);
    expect(phoneHints('170', germany, described({ length: 'tooShort' }))).toEqual([
      { kind: 'tooShort' },
    ]);
    expect(phoneHints('21 345 6789', germany, described({ notMobile: true }))).toEqual([
      { kind: 'notMobile', country: 'DE' },
    ]);
    // Brazil's rules speak first; the library's only when they find nothing.
    expect(phoneHints('123', BRAZIL, described({ notMobile: true }))).toEqual([
      { kind: 'tooShort' },
    ]);
    expect(phoneHints('11 3000-0000', BRAZIL, described({ notMobile: true }))).toEqual([
      { kind: 'notMobile', country: 'BR' },
    ]);
    // The library reads Brazil's 90 (a collect call) as a trunk prefix; to Brazil, 90 is no DDD.
    expect(phoneHints('90 97188-7224', BRAZIL, described({ trunkPrefix: 2 }))).toEqual([
      { kind: 'unknownDdd', ddd: '90' },
    ]);
  });

  it('calls a number that cannot work what it is: only a landline may still work', () => {
    expect(cannotWork([])).toBe(false);
    expect(cannotWork([{ kind: 'notMobile', country: 'BR' }])).toBe(false);
    expect(cannotWork([{ kind: 'tooShort' }])).toBe(true);
    expect(cannotWork(phoneHints('12345', BRAZIL))).toBe(true);
    expect(cannotWork(phoneHints('(11) 91234-5678', BRAZIL))).toBe(false);
  });

  it("offers fixes that clear their own hint: a trunk 0's and a 00's", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('0', '0 15 ', '015', '00 55 ', '0055'),
        fc.constantFrom(...BRAZILIAN_DDDS),
        fc.stringMatching(/^9\d{8}$/),
        (prefix, ddd, rest) => {
          const [hint] = phoneHints(`${prefix}${ddd} ${rest}`, BRAZIL);
          const fixed = hint && 'fixed' in hint ? hint.fixed : undefined;
          expect(fixed).toBeDefined();
          expect(phoneHints(fixed ?? '', BRAZIL)).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
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
