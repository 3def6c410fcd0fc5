import { Box, chakra, Flex, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { LuPlay } from 'react-icons/lu';
import posterAvif from '../../assets/gains-video-poster.avif';
import posterWebp from '../../assets/gains-video-poster.webp';
import { gainsSection, type Gain } from '../../content/gains';
import { Reveal } from '../motion/reveal';
import { Card } from '../ui/card';
import { IconTile } from '../ui/icon-tile';
import { Section, SectionHeading } from './section';

function GainItem({ gain }: { gain: Gain }) {
  const Icon = gain.icon;
  return (
    <HStack as="li" gap="4" align="flex-start">
      <IconTile aria-hidden size="md" colorPalette="accent">
        <Icon />
      </IconTile>
      <Box>
        <Heading as="h3" fontSize="lg" mb="1">
          {gain.title}
        </Heading>
        <Text color="fg.muted">{gain.text}</Text>
      </Box>
    </HStack>
  );
}

/** Until the presentation video exists: its poster, a decorative play mark and the caption. */
function VideoPlaceholder() {
  const { video } = gainsSection;
  return (
    <Box as="figure" aria-label={video.ariaLabel} maxW="4xl" mx="auto">
      <Card position="relative" aspectRatio="16 / 9" overflow="hidden" shadow="xl">
        <picture>
          <source type="image/avif" srcSet={posterAvif} />
          <chakra.img
            src={posterWebp}
            htmlWidth={1280}
            htmlHeight={720}
            loading="lazy"
            decoding="async"
            alt=""
            display="block"
            w="full"
            h="full"
            objectFit="cover"
          />
        </picture>
        <Flex aria-hidden position="absolute" inset="0" align="center" justify="center">
          <Flex
            align="center"
            justify="center"
            boxSize={{ base: '14', md: '20' }}
            rounded="full"
            bg="space.950/60"
            borderWidth="1px"
            borderColor="white/30"
            color="white"
            fontSize={{ base: '2xl', md: '3xl' }}
          >
            <LuPlay />
          </Flex>
        </Flex>
      </Card>
      <Text as="figcaption" mt="4" textAlign="center" color="fg.muted" fontSize="sm">
        {video.caption}
      </Text>
    </Box>
  );
}

/** What the visitor gains by hiring the agency, with the video placeholder. */
export function GainsSection() {
  return (
    <Section labelledBy="gains-heading">
      <SectionHeading
        id="gains-heading"
        heading={gainsSection.heading}
        intro={gainsSection.intro}
      />
      <Reveal>
        <SimpleGrid
          as="ul"
          columns={{ base: 1, md: 2, lg: 3 }}
          gapX="8"
          gapY={{ base: '6', md: '8' }}
          mb={{ base: '12', md: '16' }}
        >
          {gainsSection.gains.map((gain) => (
            <GainItem key={gain.title} gain={gain} />
          ))}
        </SimpleGrid>
      </Reveal>
      <Reveal>
        <VideoPlaceholder />
      </Reveal>
    </Section>
  );
}
