import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRAZILIAN_WEEK, inBrazilianWeekOrder } from './week';

describe('inBrazilianWeekOrder', () => {
  it('reads Monday first and Sunday last', () => {
    expect(inBrazilianWeekOrder([0, 6])).toEqual([6, 0]);
    expect(inBrazilianWeekOrder([0, 1, 2, 3, 4, 5, 6])).toEqual([...BRAZILIAN_WEEK]);
    expect(inBrazilianWeekOrder([5, 0, 5, 3])).toEqual([3, 5, 0]);
    expect(inBrazilianWeekOrder([])).toEqual([]);
  });

  it('keeps each day given once, whatever their order, and only those', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 })), (days) => {
        const ordered = inBrazilianWeekOrder(days);
        expect(new Set(ordered)).toEqual(new Set(days));
        expect(ordered).toHaveLength(new Set(days).size);
        const positions = ordered.map((day) => (day + 6) % 7);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });
});
