import type { SystemStyleObject } from '@chakra-ui/react';
import { MEASURE_ATTRIBUTE } from '../../boot/contract';

/**
 * A box whose style, layout and paint the browser skips while it is far from the viewport
 * (`content-visibility: auto`): the first paint, the web fonts' swap and every later restyle cost
 * what is near the viewport only. Until it has been laid out once it holds its place at
 * `estimatedHeight`; the boot lays every such box out at the visitor's first sign of intent, part
 * of the page by part (see MEASURE_ATTRIBUTE), so each remembers its real height and anchors land
 * exactly.
 *
 * Its paint is contained, which would clip what its contents draw past its edges (a card's
 * shadow or lift, a focus ring): the clip margin keeps that room.
 */
export function skipWhileOffscreen(estimatedHeight: string): SystemStyleObject {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${estimatedHeight}`,
    overflowClipMargin: '{spacing.8}',
    // Laid out for measuring as it is rendered near the viewport: contained, so its children's
    // margins stay inside it as they do then, and the height it remembers is the one it takes.
    [`&[${MEASURE_ATTRIBUTE}], html[${MEASURE_ATTRIBUTE}] &`]: {
      contentVisibility: 'visible',
      contain: 'layout style paint',
    },
  };
}
