import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ToolPageCopy } from '../../content/tool-page';
import { shortLandscape } from '../../theme/media';
import { mainContentProps } from '../layout/skip-link';
import { PrivacyNote } from '../privacy/privacy-note';
import { Card } from '../ui/card';

interface ToolPageProps {
  copy: ToolPageCopy;
  /** The tool itself, in its card. */
  tool: ReactNode;
  /** What the page adds after the privacy note (the site button's paste guides). */
  children?: ReactNode;
  /** A line after "Como funciona". */
  closing?: string;
  /** The tool's card takes the width of two columns on computers (the site button's preview). */
  wide?: boolean;
}

/** A tool's page: its title and intro, the tool in its card, then how it works. */
export function ToolPage({ copy, tool, children, closing, wide = false }: ToolPageProps) {
  return (
    <Box
      as="main"
      {...mainContentProps}
      pb="20"
      bgImage="radial-gradient(60rem 30rem at 50% -10rem, {colors.brand.500/25}, transparent)"
    >
      <Container maxW="2xl" pt={{ base: '10', md: '16' }}>
        <Heading as="h1" textStyle="heading.page" mb="4">
          {copy.title}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} mb="8">
          {copy.intro}
        </Text>
      </Container>
      <Container
        maxW={wide ? { base: '2xl', lg: '6xl' } : '2xl'}
        // A phone on its side has the width for two columns, and too little height for one.
        css={wide ? { [shortLandscape]: { maxW: '6xl' } } : undefined}
      >
        <Card p={{ base: '5', md: '8' }} shadow="lg">
          {tool}
        </Card>
      </Container>
      <Container maxW="2xl">
        <PrivacyNote />
        {children}
        <Box as="section" aria-labelledby="how-it-works" mt="12">
          <Heading id="how-it-works" as="h2" mb="4">
            {copy.howItWorksHeading}
          </Heading>
          <Stack as="ol" listStyleType="decimal" gap="3" ps="5">
            {copy.howItWorks.map((step) => (
              <Box as="li" key={step.title} color="fg.muted">
                <Text as="span" color="fg" fontWeight="semibold">
                  {step.title}:{' '}
                </Text>
                {step.text}
              </Box>
            ))}
          </Stack>
          {closing && (
            <Text color="fg.muted" mt="4">
              {closing}
            </Text>
          )}
        </Box>
      </Container>
    </Box>
  );
}
