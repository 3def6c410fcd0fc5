import { Box, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { capcut } from '../../content/capcut';
import { Reveal } from '../motion/reveal';
import { LinkButton } from '../ui/link-button';
import { Eyebrow, Section } from './section';
import { AssetIcon } from '../icons/asset-icon';

/** The fake editing timeline on the phone: one bar per "clip". */
const clipBars = [
  { id: 'intro', width: '85%', bg: 'accent.400' },
  { id: 'middle', width: '60%', bg: 'brand.400' },
  { id: 'outro', width: '72%', bg: 'brand.200' },
] as const;

/** A purely decorative 9:16 phone showing a video being edited; left out on phones, for length. */
function PhoneMockup() {
  return (
    <Box
      aria-hidden
      display={{ base: 'none', md: 'block' }}
      w="64"
      mx="auto"
      aspectRatio="9 / 16"
      p="2.5"
      rounded="4xl"
      bg="space.800"
      borderWidth="1px"
      borderColor="border.emphasized"
      shadow="2xl"
    >
      <Flex
        direction="column"
        h="full"
        rounded="3xl"
        overflow="hidden"
        bgGradient="to-b"
        gradientFrom="brand.600"
        gradientVia="brand.800"
        gradientTo="accent.700"
        p="4"
      >
        <Box alignSelf="center" w="16" h="1.5" rounded="full" bg="space.950/60" />
        <Flex flex="1" align="center" justify="center">
          <Flex
            align="center"
            justify="center"
            boxSize="14"
            rounded="full"
            bg="white/20"
            color="white"
            fontSize="2xl"
          >
            <AssetIcon name="play" />
          </Flex>
        </Flex>
        <Stack gap="2" p="3" rounded="xl" bg="space.950/50">
          {clipBars.map((bar) => (
            <Box key={bar.id} h="2.5" w={bar.width} rounded="full" bg={bar.bg} />
          ))}
        </Stack>
      </Flex>
    </Box>
  );
}

/** CapCut templates: what they are, and the link to use them. */
export function CapcutSection() {
  return (
    <Section labelledBy="capcut-heading" tone="raised">
      <Grid
        templateColumns={{ base: '1fr', md: '3fr 2fr' }}
        // On phones the second column (the decorative phone) is hidden: no gap before nothing.
        gap={{ base: '0', md: '16' }}
        alignItems="center"
      >
        <Reveal>
          <Stack gap="5">
            <Eyebrow>{capcut.eyebrow}</Eyebrow>
            <Heading
              id="capcut-heading"
              as="h2"
              textStyle="heading.section"
              // Beside the phone, the heading keeps its md size on wide screens.
              fontSize={{ lg: '4xl' }}
            >
              {capcut.heading}
            </Heading>
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
              {capcut.text}
            </Text>
            <Stack as="ul" gap="3">
              {capcut.points.map((point) => (
                <HStack as="li" key={point} gap="3" align="flex-start">
                  <Box as="span" color="brand.fg" fontSize="xl" mt="0.5" flexShrink="0">
                    <AssetIcon name="circle-check" />
                  </Box>
                  <Text>{point}</Text>
                </HStack>
              ))}
            </Stack>
            <Box pt="2">
              <LinkButton
                href={capcut.url}
                target="_blank"
                rel="noopener noreferrer"
                colorPalette="brand"
                size="lg"
              >
                {capcut.buttonLabel}
                <AssetIcon name="external-link" />
              </LinkButton>
            </Box>
          </Stack>
        </Reveal>
        <Reveal>
          <PhoneMockup />
        </Reveal>
      </Grid>
    </Section>
  );
}
