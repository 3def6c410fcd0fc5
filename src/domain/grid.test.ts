import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastItemSpan } from './grid';

describe('lastItemSpan', () => {
  it('spans the whole row when the last card would sit alone', () => {
    expect(lastItemSpan(13, 2)).toBe(2);
    expect(lastItemSpan(13, 3)).toBe(3);
    expect(lastItemSpan(13, 4)).toBe(4);
  });

  it('leaves a full last row alone', () => {
    expect(lastItemSpan(12, 3)).toBe(1);
    expect(lastItemSpan(6, 2)).toBe(1);
  });

  it('always fills the last row exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 8 }),
        (count, columns) => {
          const span = lastItemSpan(count, columns);
          const cells = count - 1 + span;
          expect(span).toBeGreaterThanOrEqual(1);
          expect(span).toBeLessThanOrEqual(columns);
          expect(cells % columns).toBe(0);
        },
      ),
    );
  });
});
