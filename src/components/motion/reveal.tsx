import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { REVEAL_PENDING } from '../../browser/page-contract';

/**
 * Fades its content in when scrolled into view (spec §9): src/islands/reveal.ts marks the blocks
 * below the fold as pending once the page has painted, and shows each as it enters the viewport.
 */
export function Reveal({ children }: { children: ReactNode }) {
  return (
    <Box
      data-reveal=""
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
      }}
    >
      {children}
    </Box>
  );
}
