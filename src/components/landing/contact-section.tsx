import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  contact,
  contactChannels,
  whatsappChatUrl,
  type ContactChannel,
} from '../../content/contact';
import { Reveal } from '../motion/reveal';
import { Card } from '../ui/card';
import { IconTile } from '../ui/icon-tile';
import { LinkButton } from '../ui/link-button';
import { Section, SectionHeading } from './section';
import { AssetIcon } from '../icons/asset-icon';

function ChannelCard({ channel }: { channel: ContactChannel }) {
  return (
    <Card
      asChild
      variant="subtle"
      interactive
      h="full"
      display="flex"
      flexDirection={{ base: 'column', sm: 'row' }}
      gap={{ base: '3', sm: '4' }}
      alignItems={{ base: 'flex-start', sm: 'center' }}
      p={{ base: '4', sm: '5' }}
      focusVisibleRing="outside"
    >
      <a href={channel.url} target="_blank" rel="noopener noreferrer">
        <IconTile aria-hidden>
          <AssetIcon name={channel.id} />
        </IconTile>
        <Box>
          <Text fontFamily="heading" fontWeight="semibold">
            {channel.label}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {channel.detail}
          </Text>
        </Box>
      </a>
    </Card>
  );
}

/** Anchor #contact: the big WhatsApp call to action and the agency's channels. */
export function ContactSection() {
  return (
    <Section id="contact" labelledBy="contact-heading" tone="raised">
      <SectionHeading
        id="contact-heading"
        eyebrow={contact.eyebrow}
        heading={contact.heading}
        intro={contact.text}
      />
      <Reveal>
        <Stack align="center" gap="5" mb={{ base: '14', md: '16' }}>
          <LinkButton
            href={whatsappChatUrl}
            target="_blank"
            rel="noopener noreferrer"
            colorPalette="whatsapp"
            size="2xl"
          >
            <AssetIcon name="whatsapp" />
            {contact.ctaLabel}
          </LinkButton>
          <Flex align="center" gap="2" color="fg.muted" fontSize="sm" textAlign="center">
            <AssetIcon name="clock" />
            <Text>{contact.hours}</Text>
          </Flex>
        </Stack>
      </Reveal>
      <Reveal>
        <Heading as="h3" textStyle="heading.subsection" textAlign="center" mb="6">
          {contact.channelsHeading}
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
          {contactChannels.map((channel) => (
            <Box as="li" key={channel.id}>
              <ChannelCard channel={channel} />
            </Box>
          ))}
        </SimpleGrid>
      </Reveal>
    </Section>
  );
}
