import { Box } from '@chakra-ui/react';
import { METEOR_TURN_DEG } from '../../browser/sky-clip';
import { islandOf } from '../ui/island';

/**
 * The meteor background's layer (spec §4, §9), the hero's sky: the meteors fly behind its text and
 * never across it (the island draws them only in the sky clear of text). Random and timed, so they exist only
 * in the browser: `src/islands/meteors.ts` runs their machine and draws each one as a
 * `data-meteor` element; this component holds their look.
 */
export function MeteorLayer() {
  return (
    <Box
      aria-hidden
      {...islandOf('meteors')}
      position="absolute"
      inset="0"
      overflow="hidden"
      pointerEvents="none"
      // Sized by the hero, not its meteors: drawing them restyles and lays out this layer alone,
      // never the page around it.
      contain="strict"
      zIndex="0"
      css={{
        // Windows of the sky clear of text (the island's), each clipping the sky behind it.
        '& [data-sky], & [data-sky] > *': { position: 'absolute' },
        '& [data-sky]': { overflow: 'hidden' },
        // A glowing head with a fading tail, flying down and to the right on a CSS loop.
        '& [data-meteor]': {
          position: 'absolute',
          top: 'var(--meteor-top)',
          left: 'var(--meteor-left)',
          rounded: 'full',
          boxSize: '1',
          bg: 'white',
          boxShadow: '0 0 0 1px {colors.white/10}',
          transform: `rotate(${METEOR_TURN_DEG}deg)`,
          animationName: 'meteor',
          animationTimingFunction: 'linear',
          animationIterationCount: 'infinite',
          animationFillMode: 'both',
          animationDelay: 'var(--meteor-delay)',
          animationDuration: 'var(--meteor-duration)',
          _before: {
            content: '""',
            position: 'absolute',
            top: '50%',
            transform: 'translateY(-50%)',
            width: 'var(--meteor-length)',
            height: '1px',
            bgImage: 'linear-gradient(90deg, {colors.brand.200}, transparent)',
          },
        },
        '& [data-meteor=prominent]': {
          boxSize: '1.5',
          boxShadow: '0 0 0 2px {colors.accent.400/30}, 0 0 24px 6px {colors.accent.400/70}',
          _before: {
            height: '2px',
            bgImage: 'linear-gradient(90deg, {colors.accent.300}, transparent)',
          },
        },
      }}
    />
  );
}
