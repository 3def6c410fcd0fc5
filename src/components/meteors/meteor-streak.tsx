import { Box } from '@chakra-ui/react';
import type { Meteor } from '../../../machines/meteors';

/** One meteor: a glowing head with a fading tail, flying down-left on a CSS loop. */
export function MeteorStreak({
  meteor,
  prominent = false,
}: {
  meteor: Meteor;
  prominent?: boolean;
}) {
  return (
    <Box
      data-meteor={prominent ? 'prominent' : 'shower'}
      position="absolute"
      rounded="full"
      boxSize={prominent ? '1.5' : '1'}
      bg="white"
      boxShadow={
        prominent
          ? '0 0 0 2px {colors.accent.400/30}, 0 0 24px 6px {colors.accent.400/70}'
          : '0 0 0 1px {colors.white/10}'
      }
      transform="rotate(215deg)"
      animationName="meteor"
      animationTimingFunction="linear"
      animationIterationCount="infinite"
      animationFillMode="both"
      style={{
        ['--meteor-length' as string]: `${meteor.length}px`,
        top: `${meteor.top}%`,
        left: `${meteor.left}%`,
        animationDelay: `${meteor.delay}s`,
        animationDuration: `${meteor.duration}s`,
      }}
      _before={{
        content: '""',
        position: 'absolute',
        top: '50%',
        transform: 'translateY(-50%)',
        width: 'var(--meteor-length)',
        height: prominent ? '2px' : '1px',
        bgImage: `linear-gradient(90deg, {colors.${prominent ? 'accent.300' : 'brand.200'}}, transparent)`,
      }}
    />
  );
}
