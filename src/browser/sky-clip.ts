/**
 * Where the meteors may show: their layer less every box that holds text or a picture, with room
 * around each. A streak behind a line of text reads as a strike-through (issue: decorations never
 * cross text), so it is kept out of those boxes.
 */
import type { Meteor } from '../../machines/meteors';

/** A box in the layer's own coordinates, in CSS px. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room kept clear around each box of text or picture: a streak never comes closer. */
export const CLEARANCE_PX = 12;

/**
 * The sky of a `width` × `height` layer clear of `boxes` (each grown by the clearance and kept
 * inside the layer), as rectangles that do not overlap: the layer cut into bands at every top and
 * bottom edge, each band's gaps between the boxes, a gap carried down while the next band has the
 * same one. Whole pixels, so neighbouring rectangles meet exactly, never a sliver apart or over.
 */
export function clearSky(width: number, height: number, boxes: readonly Box[]): Box[] {
  const right = Math.round(width);
  const bottom = Math.round(height);
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
  const grown = boxes
    .map((box) => ({
      left: clamp(box.left - CLEARANCE_PX, right),
      top: clamp(box.top - CLEARANCE_PX, bottom),
      right: clamp(box.right + CLEARANCE_PX, right),
      bottom: clamp(box.bottom + CLEARANCE_PX, bottom),
    }))
    .filter((box) => box.bottom > box.top && box.right > box.left);
  const edges = [...new Set([0, bottom, ...grown.flatMap((box) => [box.top, box.bottom])])].sort(
    (a, b) => a - b,
  );
  const closed: Box[] = [];
  let open: Box[] = [];
  for (let index = 0; index < edges.length - 1; index += 1) {
    const top = edges[index] as number;
    const bandBottom = edges[index + 1] as number;
    const across = grown
      .filter((box) => box.top <= top && box.bottom >= bandBottom)
      .sort((a, b) => a.left - b.left);
    const gaps: [number, number][] = [];
    let x = 0;
    for (const box of across) {
      if (box.left > x) gaps.push([x, box.left]);
      x = Math.max(x, box.right);
    }
    if (x < right) gaps.push([x, right]);
    const next = gaps.map(([left, gapRight]) => {
      const carried = open.find((box) => box.left === left && box.right === gapRight);
      if (!carried) return { left, top, right: gapRight, bottom: bandBottom };
      carried.bottom = bandBottom;
      return carried;
    });
    closed.push(...open.filter((box) => !next.includes(box)));
    open = next;
  }
  return [...closed, ...open];
}

/** A meteor's flight (the `meteor` keyframes): this far along its own x axis, turned this much. */
export const METEOR_TURN_DEG = 215;
export const METEOR_FLIGHT_PX = 600;
/** Room around a meteor's path for its head and glow (the prominent one's shadow: 24 px + 6). */
const GLOW_PX = 32;

/**
 * The box a meteor crosses in a `width` × `height` sky over its whole flight, glow included: its
 * head goes from its place `METEOR_FLIGHT_PX` back along its turned axis, its tail `length` ahead
 * of the head on that axis. A window of sky outside this box never shows the meteor.
 */
export function flightBox(
  meteor: Pick<Meteor, 'top' | 'left' | 'length'>,
  width: number,
  height: number,
): Box {
  const turn = (METEOR_TURN_DEG * Math.PI) / 180;
  const x = (meteor.left / 100) * width;
  const y = (meteor.top / 100) * height;
  const xs = [-METEOR_FLIGHT_PX, meteor.length].map((along) => x + Math.cos(turn) * along);
  const ys = [-METEOR_FLIGHT_PX, meteor.length].map((along) => y + Math.sin(turn) * along);
  return {
    left: Math.min(...xs) - GLOW_PX,
    top: Math.min(...ys) - GLOW_PX,
    right: Math.max(...xs) + GLOW_PX,
    bottom: Math.max(...ys) + GLOW_PX,
  };
}

/** Whether two boxes share any area. */
const overlap = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The windows of `sky` that the flights of `streaks` cross, each with those that cross it. */
export function windowsCrossed<T extends { meteor: Pick<Meteor, 'top' | 'left' | 'length'> }>(
  sky: { width: number; height: number; windows: readonly Box[] },
  streaks: readonly T[],
): { window: Box; crossing: T[] }[] {
  return sky.windows.flatMap((window) => {
    const crossing = streaks.filter(({ meteor }) =>
      overlap(window, flightBox(meteor, sky.width, sky.height)),
    );
    return crossing.length === 0 ? [] : [{ window, crossing }];
  });
}
