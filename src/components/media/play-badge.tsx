import { Center } from '@chakra-ui/react';
import { AssetIcon } from '../icons/asset-icon';

/** The round play mark centred over a video thumbnail; spans, as it may sit inside a button. */
export function PlayBadge() {
  return (
    <Center as="span" position="absolute" inset="0" aria-hidden>
      <Center
        as="span"
        boxSize="14"
        rounded="full"
        bg="bg/70"
        color="white"
        borderWidth="1px"
        borderColor="white/30"
        backdropFilter="blur(4px)"
        transition="transform 0.2s"
        _groupHover={{ transform: 'scale(1.1)', bg: 'accent.500' }}
      >
        <AssetIcon name="play" size="1.5rem" />
      </Center>
    </Center>
  );
}
