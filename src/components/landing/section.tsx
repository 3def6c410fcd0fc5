import { Box, Container, Heading, Text, type TextProps, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LATER_ATTRIBUTE } from '../../browser/page-contract';
import { Reveal } from '../motion/reveal';

interface SectionProps {
  id?: string;
  /** Accessible name of the section: the id of its heading. */
  labelledBy?: string;
  tone?: 'plain' | 'raised';
  children: ReactNode;
}

/**
 * A landing section below the hero: consistent vertical rhythm and width, optional anchor id. It
 * comes after the first screen: its contents' styles wait for the page's deferred stylesheet.
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
      {...{ [LATER_ATTRIBUTE]: '' }}
    >
      <Container maxW="6xl" px={{ base: '5', md: '8' }}>
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
