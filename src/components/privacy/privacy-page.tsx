import { Box, Link as ChakraLink, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { privacy, type PrivacySection } from '../../content/privacy';
import { PageEnd } from '../layout/page-end';
import { SiteHeader } from '../layout/site-header';
import { mainContentProps } from '../layout/skip-link';

/** The privacy notice: one short section per thing that could touch a visitor's data. */
export function PrivacyPage() {
  return (
    <>
      <SiteHeader backLink />
      <Box as="main" {...mainContentProps} pb="20">
        <Container maxW="2xl" pt={{ base: '10', md: '16' }}>
          <Heading as="h1" textStyle="heading.page" mb="4">
            {privacy.title}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} mb="2">
            {privacy.intro}
          </Text>
          <Text color="fg.subtle" fontSize="sm" mb="10">
            {privacy.updated}
          </Text>
          <Stack gap="10">
            {privacy.sections.map((section) => (
              <PrivacySectionBlock key={section.heading} section={section} />
            ))}
          </Stack>
        </Container>
      </Box>
      <PageEnd />
    </>
  );
}

function PrivacySectionBlock({ section }: { section: PrivacySection }) {
  return (
    <Box as="section">
      <Heading as="h2" mb="3">
        {section.heading}
      </Heading>
      <Stack gap="3" color="fg.muted">
        {section.paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        {section.link && (
          <ChakraLink
            href={section.link.href}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.fg"
            alignSelf="flex-start"
          >
            {section.link.label}
            <LuExternalLink aria-hidden />
          </ChakraLink>
        )}
      </Stack>
    </Box>
  );
}
