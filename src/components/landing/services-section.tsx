import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { services, servicesSection, type Service } from '../../content/services';
import { Reveal } from '../motion/reveal';
import { Card } from '../ui/card';
import { IconTile } from '../ui/icon-tile';
import { Section, SectionHeading } from './section';

/** One, two or three cards per row, minus the gaps between them. */
const cardBasis = {
  base: '100%',
  md: 'calc((100% - {spacing.6}) / 2)',
  lg: 'calc((100% - 2 * {spacing.6}) / 3)',
} as const;

function ServiceCard({ service }: { service: Service }) {
  const Icon = service.icon;
  return (
    <Card
      as="article"
      variant="subtle"
      interactive
      h="full"
      p={{ base: '6', md: '7' }}
      // A bigger card: a higher lift, with a shadow under it.
      _hover={{ transform: 'translateY(-4px)', shadow: 'lg' }}
    >
      <IconTile aria-hidden mb="5">
        <Icon />
      </IconTile>
      <Heading as="h3" lineHeight="1.3" mb="3">
        {service.title}
      </Heading>
      <Text color="fg.muted" lineHeight="tall">
        {service.description}
      </Text>
    </Card>
  );
}

/** Anchor #services: the 13 service cards. */
export function ServicesSection() {
  return (
    <Section id="services" labelledBy="services-heading">
      <SectionHeading
        id="services-heading"
        eyebrow={servicesSection.eyebrow}
        heading={servicesSection.heading}
        intro={servicesSection.intro}
      />
      {/* Wrapping flex rather than a grid, so the 13th card sits centred on its own row. */}
      <Flex as="ul" wrap="wrap" justify="center" gap="6">
        {services.map((service) => (
          // A grid `li` stretches the reveal wrapper, so every card in a row has the same height.
          <Box as="li" key={service.title} display="grid" flexBasis={cardBasis}>
            <Reveal>
              <ServiceCard service={service} />
            </Reveal>
          </Box>
        ))}
      </Flex>
    </Section>
  );
}
