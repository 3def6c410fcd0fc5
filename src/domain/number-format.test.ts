import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format';

describe('formatNumber', () => {
  it('groups thousands with dots and writes decimals after a comma', () => {
    expect(formatNumber(2000)).toBe('2.000');
    expect(formatNumber(10)).toBe('10');
    expect(formatNumber(1234567.891, 2)).toBe('1.234.567,89');
    expect(formatNumber(0.5, 2)).toBe('0,5');
    expect(formatNumber(1.005, 2)).toBe('1,01');
  });

  it('writes what Intl writes for pt-BR', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 1e12 }),
          fc.double({ min: 0, max: 1e9, noNaN: true, noDefaultInfinity: true }),
        ),
        fc.integer({ min: 0, max: 3 }),
        (value, digits) => {
          const intl = value.toLocaleString('pt-BR', { maximumFractionDigits: digits });
          expect(formatNumber(value, digits)).toBe(intl);
        },
      ),
    );
  });
});
