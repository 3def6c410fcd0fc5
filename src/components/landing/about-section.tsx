import { Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { about } from '../../content/about';
import { Reveal } from '../motion/reveal';
import { Card } from '../ui/card';
import { Section, SectionHeading } from './section';

/** Anchor #about: who the agency is, and the four values it works by. */
export function AboutSection() {
  return (
    <Section id="about" labelledBy="about-heading">
      <SectionHeading id="about-heading" eyebrow={about.eyebrow} heading={about.heading} />
      <Grid
        templateColumns={{ base: '1fr', lg: '1fr 1fr' }}
        gap={{ base: '10', lg: '14' }}
        alignItems="start"
      >
        <Reveal>
          <Stack gap="5">
            {about.paragraphs.map((paragraph) => (
              <Text
                key={paragraph}
                color="fg.muted"
                fontSize={{ base: 'md', md: 'lg' }}
                lineHeight="tall"
              >
                {paragraph}
              </Text>
            ))}
          </Stack>
        </Reveal>
        <Reveal>
          <SimpleGrid as="ul" columns={2} gap={{ base: '3', md: '4' }}>
            {about.values.map((value) => (
              <Card
                as="li"
                key={value.title}
                variant="subtle"
                p={{ base: '4', md: '6' }}
                borderTopWidth="3px"
                borderTopColor="brand.500"
              >
                <Heading as="h3" fontSize={{ base: 'md', md: 'lg' }} mb="2">
                  {value.title}
                </Heading>
                <Text color="fg.muted" fontSize={{ base: 'sm', md: 'md' }}>
                  {value.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Reveal>
      </Grid>
    </Section>
  );
}
