import { Box, chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { gainsSection, type Gain, type WorkStep } from '../../content/gains';
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
 * A step: on phones one short paragraph, its title in bold leading its text (the list stays about
 * as tall as the picture it replaced); from `md`, a card of its own, the title on a line above.
 */
function WorkStepItem({ step, number }: { step: WorkStep; number: number }) {
  return (
    <Stack
      as="li"
      direction="row"
      gap="3"
      align="flex-start"
      p={{ md: '4' }}
      rounded={{ md: 'xl' }}
      borderWidth={{ md: '1px' }}
      borderColor="border.muted"
      bg={{ md: 'bg' }}
    >
      <Box
        aria-hidden
        flexShrink="0"
        boxSize={{ base: '6', md: '10' }}
        rounded="full"
        display="grid"
        placeItems="center"
        fontWeight="bold"
        fontSize={{ base: 'sm', md: 'lg' }}
        bgGradient="to-br"
        gradientFrom="brand.500"
        gradientTo="accent.500"
        color="white"
      >
        {number}
      </Box>
      <Text fontSize={{ base: 'sm', md: 'md' }} color="fg.muted">
        <chakra.strong
          display={{ md: 'block' }}
          me={{ base: '1', md: '0' }}
          fontFamily="heading"
          fontSize={{ md: 'lg' }}
          color="fg"
        >
          {step.title}
        </chakra.strong>
        <chakra.span fontSize={{ md: 'sm' }}>{step.text}</chakra.span>
      </Text>
    </Stack>
  );
}

/**
 * The presentation video's frame: until the video exists, how the work goes, step by step, as
 * text (readable at any size, where a picture of it shrank its words below 12 px on a phone), and
 * a caption saying what is to come there. Nothing plays yet, so there is no play button and
 * nothing to click.
 */
function VideoPlaceholder() {
  const { video } = gainsSection;
  return (
    // A video's frame, dark: on paper the gains above say enough, in fewer pages.
    <Box
      as="figure"
      aria-labelledby="gains-frame-heading"
      maxW="4xl"
      mx="auto"
      _print={{ display: 'none' }}
    >
      <Card
        overflow="hidden"
        shadow="xl"
        // 16:9 like the video to come, where the four steps fit it; on phones, as tall as they are.
        aspectRatio={{ md: '16 / 9' }}
        display="flex"
        flexDirection="column"
        justifyContent="center"
        gap={{ base: '3', md: '8' }}
        px={{ base: '4', md: '12' }}
        py={{ base: '4', md: '10' }}
        bgImage="radial-gradient(ellipse at 0% 0%, {colors.brand.500/30}, transparent 60%), radial-gradient(ellipse at 100% 100%, {colors.accent.500/20}, transparent 55%)"
      >
        <Text
          id="gains-frame-heading"
          fontFamily="heading"
          fontWeight="bold"
          textAlign="center"
          textWrap="balance"
          fontSize={{ base: 'md', md: '3xl' }}
          lineHeight="short"
        >
          {video.heading}
        </Text>
        <SimpleGrid
          as="ol"
          listStyleType="none"
          columns={{ base: 1, md: 2 }}
          gap={{ base: '2', md: '4' }}
        >
          {video.steps.map((step, index) => (
            <WorkStepItem key={step.title} step={step} number={index + 1} />
          ))}
        </SimpleGrid>
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
