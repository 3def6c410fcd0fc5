/**
 * Where the meteors may show: their layer less every box that holds text or a picture, with room
 * around each. A streak behind a line of text reads as a strike-through (issue: decorations never
 * cross text), so it is cut out of the sky instead.
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
 * The region `boxes` cover, as boxes that do not overlap: the layer split into bands at every top
 * and bottom edge, and in each band the boxes crossing it merged. (Cut out one by one, two
 * overlapping boxes would let the sky show again where they overlap.)
 */
export function disjointBoxes(boxes: readonly Box[]): Box[] {
  const edges = [...new Set(boxes.flatMap((box) => [box.top, box.bottom]))].sort((a, b) => a - b);
  const result: Box[] = [];
  for (let index = 0; index < edges.length - 1; index += 1) {
    const top = edges[index] as number;
    const bottom = edges[index + 1] as number;
    const spans = boxes
      .filter((box) => box.top <= top && box.bottom >= bottom && box.right > box.left)
      .sort((a, b) => a.left - b.left);
    let open: Box | undefined;
    for (const { left, right } of spans) {
      if (open && left <= open.right) {
        open.right = Math.max(open.right, right);
        continue;
      }
      if (open) result.push(open);
      open = { left, right, top, bottom };
    }
    if (open) result.push(open);
  }
  return result;
}

/**
 * A `clip-path` showing a `width` × `height` layer except the boxes (grown by the clearance and
 * kept inside the layer), cut out as holes (even-odd: each point in a hole is inside two shapes).
 */
export function skyClipPath(width: number, height: number, boxes: readonly Box[]): string {
  // Whole pixels before the bands are cut: bands then meet exactly, never a sliver apart.
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
  const grown = boxes.map((box) => ({
    left: clamp(box.left - CLEARANCE_PX, width),
    top: clamp(box.top - CLEARANCE_PX, height),
    right: clamp(box.right + CLEARANCE_PX, width),
    bottom: clamp(box.bottom + CLEARANCE_PX, height),
  }));
  const rectangle = ({ left, top, right, bottom }: Box) =>
    `M${left} ${top}H${right}V${bottom}H${left}Z`;
  const layer = { left: 0, top: 0, right: Math.round(width), bottom: Math.round(height) };
  const holes = disjointBoxes(grown.filter((box) => box.bottom > box.top));
  return `path(evenodd, "${[layer, ...holes].map(rectangle).join(' ')}")`;
}
