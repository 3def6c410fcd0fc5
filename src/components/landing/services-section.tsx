import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { lastItemSpan } from '../../domain/grid';
import { services, servicesSection, type Service } from '../../content/services';
import { Reveal } from '../motion/reveal';
import { Card } from '../ui/card';
import { IconTile } from '../ui/icon-tile';
import { Section, SectionHeading } from './section';
import { AssetIcon } from '../icons/asset-icon';

/** Two cards per row on a phone (a compact card), three from desktop on. */
const COLUMNS = { base: 2, lg: 3 } as const;
/** On paper, as on a wide screen: a page is as wide as a tablet, and two columns ran to 3 pages. */
const PRINT_GRID = { _print: { gridTemplateColumns: `repeat(${COLUMNS.lg}, minmax(0, 1fr))` } };

/** The last card widens to fill its row, so no card is ever left alone on the last row. */
const lastCardColumn = {
  base: `span ${lastItemSpan(services.length, COLUMNS.base)}`,
  lg: `span ${lastItemSpan(services.length, COLUMNS.lg)}`,
} as const;
const lastCardOnPaper = { _print: { gridColumn: lastCardColumn.lg } };

function ServiceCard({ service }: { service: Service }) {
  return (
    <Card
      as="article"
      variant="subtle"
      interactive
      h="full"
      p={{ base: '4', md: '7' }}
      // A bigger card: a higher lift, with a shadow under it.
      _hover={{ transform: 'translateY(-4px)', shadow: 'lg' }}
    >
      <IconTile
        aria-hidden
        size={{ base: 'md', md: 'lg' }}
        boxSize={{ base: '9', md: '12' }}
        mb={{ base: '3', md: '5' }}
      >
        <AssetIcon name={service.icon} />
      </IconTile>
      <Heading
        as="h3"
        lineHeight="1.3"
        mb={{ base: '2', md: '3' }}
        fontSize={{ base: 'md', md: 'lg' }}
      >
        {service.title}
      </Heading>
      <Text
        color="fg.muted"
        lineHeight={{ base: 'short', md: 'tall' }}
        fontSize={{ base: 'sm', md: 'md' }}
      >
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
      <SimpleGrid as="ul" columns={COLUMNS} gap={{ base: '3', md: '6' }} css={PRINT_GRID}>
        {services.map((service, index) => (
          // A grid `li` stretches the reveal wrapper, so every card in a row has the same height.
          <Box
            as="li"
            key={service.title}
            display="grid"
            gridColumn={index === services.length - 1 ? lastCardColumn : undefined}
            css={index === services.length - 1 ? lastCardOnPaper : undefined}
          >
            <Reveal>
              <ServiceCard service={service} />
            </Reveal>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
