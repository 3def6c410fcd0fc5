import { Box, Heading, Text } from '@chakra-ui/react';
import { hero } from '../../content/hero';

export function LandingPage() {
  return (
    <Box as="main">
      <Box as="section" id="hero" minH="100dvh" px="6" py="24">
        <Heading as="h1">{hero.title}</Heading>
        <Text>{hero.subtitle}</Text>
      </Box>
    </Box>
  );
}
