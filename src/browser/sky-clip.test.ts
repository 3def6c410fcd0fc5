import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Box,
  CLEARANCE_PX,
  clearSky,
  flightBox,
  METEOR_FLIGHT_PX,
  METEOR_TURN_DEG,
  windowsCrossed,
} from './sky-clip';

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

describe('flightBox', () => {
  // Where the CSS puts a point of a meteor drawn at (x, y): `transform: rotate(turn)
  // translateX(-flown)` about its centre, the point `along` its own x axis from the centre.
  const onScreen = (x: number, y: number, flown: number, along: number) => {
    const turn = (METEOR_TURN_DEG * Math.PI) / 180;
    const local = along - flown;
    return [x + local * Math.cos(turn), y + local * Math.sin(turn)] as const;
  };

  it('holds the head and the whole tail at every moment of the flight', () => {
    fc.assert(
      fc.property(
        fc.record({
          top: fc.double({ min: 0, max: 60, noNaN: true }),
          left: fc.double({ min: 0, max: 100, noNaN: true }),
          length: fc.double({ min: 80, max: 320, noNaN: true }),
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (meteor, progress, tail) => {
          const box = flightBox(meteor, 400, 300);
          const [x, y] = onScreen(
            (meteor.left / 100) * 400,
            (meteor.top / 100) * 300,
            progress * METEOR_FLIGHT_PX,
            tail * meteor.length,
          );
          expect(inside(x, y, box)).toBe(true);
        },
      ),
    );
  });

  it('flies down and to the right of its place, its tail behind it', () => {
    const box = flightBox({ top: 50, left: 50, length: 100 }, 400, 300);
    expect(box.left).toBeLessThan(200 - 0.8 * 100);
    expect(box.right).toBeGreaterThan(200 + 0.8 * METEOR_FLIGHT_PX);
    expect(box.bottom).toBeGreaterThan(150 + 0.5 * METEOR_FLIGHT_PX);
  });
});

describe('windowsCrossed', () => {
  it('draws a meteor only in the windows its flight crosses, and leaves out the windows none does', () => {
    // Flying down and to the right from the top left: the bottom-left window never sees it.
    const meteor = { meteor: { top: 0, left: 0, length: 80 } };
    const topLeft = { left: 0, top: 0, right: 100, bottom: 100 };
    const bottomLeft = { left: 0, top: 900, right: 100, bottom: 1000 };
    const sky = { width: 1000, height: 1000, windows: [topLeft, bottomLeft] };
    expect(windowsCrossed(sky, [meteor])).toEqual([{ window: topLeft, crossing: [meteor] }]);
    expect(windowsCrossed(sky, [])).toEqual([]);
  });
});
