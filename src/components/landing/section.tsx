import { Box, Container, Heading, Text, type TextProps, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { skipWhileOffscreen } from '../layout/skip-while-offscreen';
import { Reveal } from '../motion/reveal';

interface SectionProps {
  id?: string;
  /** Accessible name of the section: the id of its heading. */
  labelledBy?: string;
  tone?: 'plain' | 'raised';
  children: ReactNode;
}

const SECTION_SKIP = skipWhileOffscreen('{sizes.4xl}');
const BLOCK_SKIP = { '& > *': skipWhileOffscreen('{sizes.sm}') };

/**
 * A landing section: consistent vertical rhythm and width, optional anchor id. The browser skips
 * sections far from the viewport, and within a section near it each block (heading, card list,
 * grid) far from it: a section that starts just below the fold is often several screens tall, and
 * laid out whole it tripled the elements styled for the first paint.
 */
export function Section({ id, labelledBy, tone = 'plain', children }: SectionProps) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={labelledBy}
      py={{ base: '12', md: '24' }}
      // Paper needs no breathing room of a screen's size between sections.
      _print={{ py: '6' }}
      bg={tone === 'raised' ? 'bg.subtle' : undefined}
      scrollMarginTop="4"
      css={SECTION_SKIP}
    >
      <Container maxW="6xl" px={{ base: '5', md: '8' }} css={BLOCK_SKIP}>
        {children}
      </Container>
    </Box>
  );
}

/** The small uppercase line above a heading, in the accent colour. */
export function Eyebrow(props: TextProps) {
  return (
    <Text
      color="accent.400"
      fontWeight="semibold"
      textTransform="uppercase"
      letterSpacing="wider"
      fontSize="sm"
      {...props}
    />
  );
}

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
}

/** Eyebrow, heading and intro, centred above a section's content. */
export function SectionHeading({ id, eyebrow, heading, intro }: SectionHeadingProps) {
  return (
    <Reveal>
      <VStack gap="4" textAlign="center" maxW="3xl" mx="auto" mb={{ base: '8', md: '14' }}>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Heading id={id} as="h2" textStyle="heading.section">
          {heading}
        </Heading>
        {intro && (
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {intro}
          </Text>
        )}
      </VStack>
    </Reveal>
  );
}
