import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { gainsPosterSize, gainsSection, type Gain } from '../../content/gains';
import { GAINS_POSTER_ID } from '../../content/poster-images';
import { VideoPoster } from '../media/video-poster';
import { Reveal } from '../motion/reveal';
import { Card } from '../ui/card';
import { IconTile } from '../ui/icon-tile';
import { Section, SectionHeading } from './section';
import { AssetIcon } from '../icons/asset-icon';

function GainItem({ gain }: { gain: Gain }) {
  return (
    <Stack
      as="li"
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: '3', md: '4' }}
      align="flex-start"
    >
      <IconTile aria-hidden size="md" boxSize={{ base: '9', md: '11' }} colorPalette="accent">
        <AssetIcon name={gain.icon} />
      </IconTile>
      <Box>
        <Heading as="h3" fontSize={{ base: 'md', md: 'lg' }} mb="1">
          {gain.title}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'sm', md: 'md' }}>
          {gain.text}
        </Text>
      </Box>
    </Stack>
  );
}

/**
 * The presentation video's frame: until the video exists, a poster of how the work goes, step by
 * step, and a caption that says the same. Nothing plays yet, so there is no play button and
 * nothing to click.
 */
function VideoPlaceholder() {
  const { video } = gainsSection;
  return (
    // A video's frame, dark: on paper the gains above say enough, in fewer pages.
    <Box as="figure" aria-label={video.heading} maxW="4xl" mx="auto" _print={{ display: 'none' }}>
      <Card overflow="hidden" shadow="xl">
        <VideoPoster id={GAINS_POSTER_ID} size={gainsPosterSize} />
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
          columns={{ base: 2, lg: 3 }}
          gapX={{ base: '5', md: '8' }}
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
