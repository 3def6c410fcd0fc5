import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { REVEAL_PENDING, SKIPPED_ATTRIBUTE } from '../../browser/page-contract';

/**
 * Fades its content in when scrolled into view (spec §9): src/islands/reveal.ts marks the blocks
 * out of view as pending once the page has painted, and shows each as it enters the viewport.
 * Away from the screen a block also skips its rendering, until the page lays it out
 * (`SKIPPED_ATTRIBUTE`).
 */
export function Reveal({ children }: { children: ReactNode }) {
  return (
    <Box
      data-reveal=""
      {...{ [SKIPPED_ATTRIBUTE]: '' }}
      transitionProperty="opacity, transform"
      transitionDuration="reveal"
      transitionTimingFunction="ease-out"
      css={{
        [`&[data-reveal=${REVEAL_PENDING}]`]: {
          opacity: 0,
          transform: 'translateY({spacing.6})',
          // Printed, every block shows, whether or not it was scrolled to.
          _print: { opacity: 1, transform: 'none', transitionProperty: 'none' },
        },
        [`&[${SKIPPED_ATTRIBUTE}]`]: {
          contentVisibility: 'auto',
          // Its height until first laid out: about a card's. Skipped, it has no width of its own.
          containIntrinsicBlockSize: 'auto 20rem',
          // Contained, it would clip a card's shadow and lift, and focus rings, at its edges.
          overflowClipMargin: '{spacing.8}',
        },
      }}
    >
      {children}
    </Box>
  );
}
