import { Box, HStack } from '@chakra-ui/react';
import { siteConfig } from '../../config/site';

/** The agency's wordmark: a small orbit and its name. */
export function BrandMark() {
  return (
    <HStack as="span" gap="2">
      <Box
        as="span"
        aria-hidden
        boxSize="6"
        rounded="full"
        borderWidth="2px"
        borderColor="brand.400"
        position="relative"
        _after={{
          content: '""',
          position: 'absolute',
          top: '-1',
          right: '-1',
          boxSize: '2.5',
          rounded: 'full',
          bg: 'accent.500',
        }}
      />
      {siteConfig.agencyName}
    </HStack>
  );
}
