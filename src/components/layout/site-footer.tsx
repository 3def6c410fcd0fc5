import {
  Box,
  Link as ChakraLink,
  Container,
  Flex,
  Heading,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { contactChannels, whatsappChatUrl } from '../../content/contact';
import { footer } from '../../content/footer';
import { sectionEntries, toolEntries } from '../../content/menu';
import { privacyLinks } from '../../content/privacy-links';
import { BrandMark } from './brand-mark';
import { FLOATING_ACTIONS_ROOM } from '../floating/floating-room';
import { LATER_ATTRIBUTE } from '../../browser/page-contract';
import { AssetIcon } from '../icons/asset-icon';

interface SiteFooterProps {
  /** Passed in by the page (not read from the clock here) so server and client agree on it. */
  year: number;
}

const linkStyle = {
  color: 'fg.muted',
  _hover: { color: 'fg' },
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  '& svg': { flexShrink: '0' },
} as const;

const socials = contactChannels.filter((channel) => channel.id !== 'whatsapp');

/**
 * The bottom of every page: the brand, the way to every section, the tools and the privacy notice,
 * the socials and the contacts written out. The sections are `/#anchor`, so they work from any
 * page and without JavaScript; a content page is a document of its own (it is no part of the
 * tools' app), a tool a page of the app.
 */
export function SiteFooter({ year }: SiteFooterProps) {
  return (
    <Box
      as="footer"
      borderTopWidth="1px"
      borderColor="border.muted"
      bg="bg.subtle"
      pt={{ base: '12', md: '16' }}
      // The floating buttons (below `xl`, their dock) sit at the bottom: the copyright ends above.
      pb={FLOATING_ACTIONS_ROOM}
      position="relative"
      zIndex="1"
      // Below every page's first screen: its contents' styles come with the deferred stylesheet.
      {...{ [LATER_ATTRIBUTE]: '' }}
    >
      <Container maxW="6xl" px={{ base: '5', md: '8' }}>
        <SimpleGrid
          columns={{ base: 2, md: 4 }}
          gridTemplateColumns={{ lg: '1.5fr 1fr 1fr 1fr 1.5fr' }}
          gap={{ base: '8', md: '10' }}
        >
          <Stack gap="4" gridColumn={{ base: 'span 2', md: 'span 4', lg: 'span 1' }}>
            <Box textStyle="wordmark">
              <BrandMark />
            </Box>
            <Text color="fg.muted" fontSize="sm">
              {footer.description}
            </Text>
          </Stack>
          <FooterColumn heading={footer.sectionsHeading}>
            {sectionEntries.map((entry) => (
              <li key={entry.anchor}>
                <ChakraLink href={`/#${entry.anchor}`} {...linkStyle}>
                  {entry.label}
                </ChakraLink>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn heading={footer.toolsHeading}>
            {toolEntries.map((tool) => (
              <li key={tool.to}>
                <ChakraLink asChild {...linkStyle}>
                  <Link to={tool.to}>{tool.label}</Link>
                </ChakraLink>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn heading={footer.socialHeading}>
            {socials.map((channel) => (
              <li key={channel.id}>
                <ChakraLink
                  href={channel.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  {...linkStyle}
                >
                  <AssetIcon name={channel.id} />
                  {channel.label}
                </ChakraLink>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn heading={footer.contactHeading} wide>
            <li>
              <ChakraLink
                href={whatsappChatUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={footer.whatsappLabel}
                {...linkStyle}
              >
                <AssetIcon name="whatsapp" />
                {footer.whatsappNumber}
              </ChakraLink>
            </li>
            <li>
              <ChakraLink href={`mailto:${footer.email}`} {...linkStyle} overflowWrap="anywhere">
                <AssetIcon name="mail" />
                {footer.email}
              </ChakraLink>
            </li>
          </FooterColumn>
        </SimpleGrid>
        <Flex
          mt={{ base: '10', md: '12' }}
          pt="6"
          borderTopWidth="1px"
          borderColor="border.muted"
          justify="space-between"
          gap="4"
          wrap="wrap"
        >
          <Text color="fg.subtle" fontSize="sm">
            {footer.copyright(year)}
          </Text>
          <ChakraLink asChild {...linkStyle} fontSize="sm">
            <Link to="/privacidade" reloadDocument>
              {privacyLinks.linkLabel}
            </Link>
          </ChakraLink>
        </Flex>
      </Container>
    </Box>
  );
}

interface FooterColumnProps {
  heading: string;
  /** Takes the whole row on phones, for entries too long for half of it (an e-mail address). */
  wide?: boolean;
  children: ReactNode;
}

function FooterColumn({ heading, wide = false, children }: FooterColumnProps) {
  return (
    <Box
      as="nav"
      aria-label={heading}
      gridColumn={wide ? { base: 'span 2', md: 'auto' } : undefined}
    >
      <Heading
        as="h2"
        fontSize="sm"
        color="fg"
        textTransform="uppercase"
        letterSpacing="wider"
        mb="4"
      >
        {heading}
      </Heading>
      <Stack as="ul" gap="2.5" listStyleType="none" fontSize="sm">
        {children}
      </Stack>
    </Box>
  );
}
