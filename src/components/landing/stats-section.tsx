import { Box, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { stats, statsSection } from '../../content/stats';
import { Reveal } from '../motion/reveal';

/** The numbers band below the hero; each item reads as "value label" to a screen reader. */
export function StatsSection() {
  return (
    <Box
      as="section"
      aria-label={statsSection.ariaLabel}
      bg="bg.subtle"
      borderYWidth="1px"
      borderColor="border.muted"
      py={{ base: '10', md: '14' }}
    >
      <Container maxW="6xl" px={{ base: '5', md: '8' }}>
        <Reveal>
          <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap={{ base: '8', md: '6' }}>
            {stats.map((stat) => (
              <Box as="li" key={stat.label} textAlign="center">
                <Text
                  as="span"
                  display="block"
                  fontFamily="heading"
                  fontWeight="bold"
                  fontSize={{ base: '3xl', md: '5xl' }}
                  lineHeight="1.1"
                  letterSpacing="tight"
                  bgGradient="to-r"
                  gradientFrom="accent.400"
                  gradientTo="brand.300"
                  bgClip="text"
                >
                  {stat.value}
                </Text>{' '}
                <Text
                  as="span"
                  display="block"
                  mt="2"
                  color="fg.muted"
                  fontSize={{ base: 'sm', md: 'md' }}
                >
                  {stat.label}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Reveal>
      </Container>
    </Box>
  );
}
