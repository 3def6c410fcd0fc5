import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Box, CLEARANCE_PX, disjointBoxes, skyClipPath } from './sky-clip';

const inside = (x: number, y: number, box: Box) =>
  x > box.left && x < box.right && y > box.top && y < box.bottom;

const box = fc
  .record({
    left: fc.integer({ min: 0, max: 300 }),
    top: fc.integer({ min: 0, max: 300 }),
    width: fc.integer({ min: 1, max: 200 }),
    height: fc.integer({ min: 1, max: 200 }),
  })
  .map(({ left, top, width, height }) => ({
    left,
    top,
    right: left + width,
    bottom: top + height,
  }));
// Points between whole pixels: never on an edge, where "inside" is moot.
const point = fc.tuple(fc.integer({ min: 0, max: 499 }), fc.integer({ min: 0, max: 499 }));

describe('disjointBoxes', () => {
  it('covers every point the boxes cover, and no other, each point once', () => {
    fc.assert(
      fc.property(fc.array(box, { maxLength: 12 }), point, (boxes, [px, py]) => {
        const [x, y] = [px + 0.5, py + 0.5];
        const covering = disjointBoxes(boxes).filter((b) => inside(x, y, b)).length;
        expect(covering).toBe(boxes.some((b) => inside(x, y, b)) ? 1 : 0);
      }),
    );
  });
});

describe('skyClipPath', () => {
  it('cuts each box out with its clearance, inside the layer', () => {
    const path = skyClipPath(400, 300, [
      { left: 100, top: 100, right: 200, bottom: 120 },
      { left: 150, top: 110, right: 420, bottom: 130 },
    ]);
    const c = CLEARANCE_PX;
    expect(path).toBe(
      `path(evenodd, "M0 0H400V300H0Z ` +
        `M${100 - c} ${100 - c}H${200 + c}V${110 - c}H${100 - c}Z ` +
        `M${100 - c} ${110 - c}H400V${120 + c}H${100 - c}Z ` +
        `M${150 - c} ${120 + c}H400V${130 + c}H${150 - c}Z")`,
    );
  });

  it('is the whole layer when nothing is over it', () => {
    expect(skyClipPath(320.4, 200.6, [])).toBe('path(evenodd, "M0 0H320V201H0Z")');
  });
});
