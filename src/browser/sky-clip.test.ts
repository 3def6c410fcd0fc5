import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Box, CLEARANCE_PX, clearSky } from './sky-clip';

const inside = (x: number, y: number, box: Box) =>
  x > box.left && x < box.right && y > box.top && y < box.bottom;

const grownBy = (box: Box, by: number): Box => ({
  left: box.left - by,
  top: box.top - by,
  right: box.right + by,
  bottom: box.bottom + by,
});

const box = fc
  .record({
    left: fc.integer({ min: -50, max: 450 }),
    top: fc.integer({ min: -50, max: 350 }),
    width: fc.integer({ min: 0, max: 200 }),
    height: fc.integer({ min: 0, max: 200 }),
  })
  .map(({ left, top, width, height }) => ({
    left,
    top,
    right: left + width,
    bottom: top + height,
  }));
// Points between whole pixels: never on an edge, where "inside" is moot.
const point = fc.tuple(fc.integer({ min: -10, max: 509 }), fc.integer({ min: -10, max: 409 }));

describe('clearSky', () => {
  it('holds every point of the layer away from the boxes, each once, and no other', () => {
    fc.assert(
      fc.property(fc.array(box, { maxLength: 12 }), point, (boxes, [px, py]) => {
        const [x, y] = [px + 0.5, py + 0.5];
        const layer = { left: 0, top: 0, right: 400, bottom: 300 };
        const clear =
          inside(x, y, layer) && !boxes.some((b) => inside(x, y, grownBy(b, CLEARANCE_PX)));
        const holding = clearSky(400, 300, boxes).filter((b) => inside(x, y, b)).length;
        expect(holding).toBe(clear ? 1 : 0);
      }),
    );
  });

  it('is the whole layer, in whole pixels, when nothing is over it', () => {
    expect(clearSky(320.4, 200.6, [])).toEqual([{ left: 0, top: 0, right: 320, bottom: 201 }]);
  });

  it('keeps the gaps beside a box in one piece each, and the sky above and below whole', () => {
    const c = CLEARANCE_PX;
    const sky = clearSky(400, 300, [{ left: 100, top: 100, right: 200, bottom: 120 }]);
    expect(sky).toEqual(
      expect.arrayContaining([
        { left: 0, top: 0, right: 400, bottom: 100 - c },
        { left: 0, top: 100 - c, right: 100 - c, bottom: 120 + c },
        { left: 200 + c, top: 100 - c, right: 400, bottom: 120 + c },
        { left: 0, top: 120 + c, right: 400, bottom: 300 },
      ]),
    );
    expect(sky).toHaveLength(4);
  });
});
