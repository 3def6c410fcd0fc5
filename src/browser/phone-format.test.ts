import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../domain/countries';
import { loadPhoneDescriber } from './phone-format';

const RUNS = Number(process.env.FC_RUNS ?? 1_000);

describe('loadPhoneDescriber', async () => {
  const describeNumber = await loadPhoneDescriber();

  it.each([
    ['5511912345678', '+55 11 91234-5678'],
    ['551130000000', '+55 11 3000-0000'],
    ['351912345678', '+351 912 345 678'],
    ['12125550100', '+1 212 555 0100'],
  ])('shows %s as it will be dialled: %s', (number, display) => {
    expect(describeNumber(number).display).toBe(display);
  });

  it.each([
    ['a Brazilian mobile', '5511912345678', false],
    ['a São Paulo landline', '551130000000', true],
    ['a Portuguese mobile', '351912345678', false],
    ['a Lisbon landline', '351213456789', true],
    ['a London landline', '442071838750', true],
    ['a number too short to judge', '5511', false],
  ])('tells %s apart: notMobile %s', (_, number, notMobile) => {
    expect(describeNumber(number).notMobile).toBe(notMobile);
  });

  it.each([
    ['a German mobile typed with its trunk 0', '4901701234567', 1, '+49 01701234567'],
    ['a Paris landline typed with its trunk 0', '330123456789', 1, '+33 0123456789'],
    ['a German mobile without it', '491701234567', 0, '+49 170 1234567'],
    ['a Roman landline, whose 0 is part of the number', '39061234567', 0, '+39 06 123 4567'],
  ])('finds the trunk prefix in %s', (_, number, trunkPrefix, display) => {
    expect(describeNumber(number)).toMatchObject({ trunkPrefix, display });
  });

  it('never shows digits other than those the link dials', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRIES.map((country) => country.callingCode)),
        fc.stringMatching(/^\d{0,13}$/),
        (callingCode, rest) => {
          const number = callingCode + rest;
          expect(describeNumber(number).display.replace(/\D/g, '')).toBe(number);
        },
      ),
      { numRuns: RUNS },
    );
  });

  // Brazil's 90 (a collect call) never reaches the visitor as a trunk prefix: DDD 90 does not
  // exist, and Brazil's own hints answer first.
  it("takes only a trunk prefix, as the offered countries have them (0, the US's 1, Brazil's 90)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRIES.map((country) => country.callingCode)),
        fc.stringMatching(/^\d{0,13}$/),
        (callingCode, rest) => {
          const { trunkPrefix } = describeNumber(callingCode + rest);
          expect(trunkPrefix).toBeLessThan(Math.max(rest.length, 1));
          const firsts = callingCode === '55' ? '09' : '01';
          if (trunkPrefix > 0) expect(firsts).toContain(rest.charAt(0));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
