import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { siteButtonPage as copy, type PasteGuide } from '../../content/site-button';
import { Card } from '../ui/card';

/**
 * Where to paste the snippet, one card per platform. All open and static: a guide is read, not
 * operated, so it works in the prerendered page as it stands and holds no state.
 */
export function PasteGuides() {
  return (
    <Box as="section" aria-labelledby="paste-guides" mt="12">
      <Heading id="paste-guides" as="h2" mb="4">
        {copy.guidesHeading}
      </Heading>
      <Text color="fg.muted" mb="6">
        {copy.guidesIntro}
      </Text>
      <Stack gap="4">
        {copy.guides.map((guide) => (
          <Guide key={guide.id} guide={guide} />
        ))}
      </Stack>
      <Text color="fg.muted" mt="6">
        {copy.guidesCheck}
      </Text>
    </Box>
  );
}

function Guide({ guide }: { guide: PasteGuide }) {
  const headingId = `guide-${guide.id}`;
  return (
    <Card as="section" aria-labelledby={headingId} p={{ base: '5', md: '6' }}>
      <Heading id={headingId} as="h3" textStyle="lg" mb="3">
        {guide.platform}
      </Heading>
      <Stack as="ol" listStyleType="decimal" gap="2" ps="5" color="fg.muted">
        {guide.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Stack>
      {guide.note && (
        <Text color="fg.muted" fontSize="sm" mt="3">
          {guide.note}
        </Text>
      )}
    </Card>
  );
}
