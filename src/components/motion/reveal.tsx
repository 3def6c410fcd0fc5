import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { REVEAL_PENDING } from '../../boot/contract';

/**
 * Fades its content in when scrolled into view (spec §9). The prerendered HTML is fully visible:
 * the boot script, before the first paint, marks only blocks below the fold as pending and shows
 * them as they enter the viewport. So the first viewport never waits, a page without JavaScript
 * (or a visitor who prefers reduced motion) simply sees everything, and nothing waits on the app.
 */
export function Reveal({ children }: { children: ReactNode }) {
  return (
    <Box
      data-reveal=""
      // The boot script sets the attribute before hydration; React never renders it again.
      suppressHydrationWarning
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
