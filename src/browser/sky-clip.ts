/**
 * Where the meteors may show: their layer less every box that holds text or a picture, with room
 * around each. A streak behind a line of text reads as a strike-through (issue: decorations never
 * cross text), so it is kept out of those boxes.
 */

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
