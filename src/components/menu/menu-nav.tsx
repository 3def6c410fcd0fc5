import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LuChevronDown, LuExternalLink } from 'react-icons/lu';
import {
  linkHubUrl,
  menuLabels,
  sectionEntries,
  socialEntries,
  toolEntries,
} from '../../content/menu';
import { IconLinkButton, LinkButton } from '../ui/link-button';
import { AssetIcon } from '../icons/asset-icon';

const entryStyle = {
  fontFamily: 'heading',
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'semibold',
  color: 'fg',
  textAlign: 'start',
  py: '1.5',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '3',
  rounded: 'md',
  transition: 'colors',
  _hover: { color: 'accent.400' },
  focusVisibleRing: 'outside',
} as const;

const EntryLink = chakra('a', { base: entryStyle });
const EntryButton = chakra('button', { base: { ...entryStyle, cursor: 'pointer' } });

const TOOLS_ID = 'menu-tools';

const chevronTurnsWhenExpanded = {
  '[aria-expanded=true] > &': { transform: 'rotate(180deg)' },
} as const;

/**
 * The menu's entries as markup: section anchors (real links), the link hub, the tools submenu
 * (collapsed) and social links. The menu island (src/islands/menu.ts) gives them their behaviour,
 * from the menu machine.
 */
export function MenuNav() {
  return (
    <Stack
      as="nav"
      aria-label={menuLabels.title}
      gap="10"
      w="full"
      maxW="md"
      pt={{ base: '4', md: '10' }}
    >
      <Stack as="ul" gap="1" listStyleType="none">
        <SectionEntries />
        <ToolsEntry />
      </Stack>
      <SocialEntries />
    </Stack>
  );
}

function SectionEntries() {
  return (
    <>
      {sectionEntries.map((entry) => (
        <li key={entry.anchor}>
          <EntryLink href={`#${entry.anchor}`}>{entry.label}</EntryLink>
        </li>
      ))}
      <li>
        <EntryLink href={linkHubUrl} target="_blank" rel="noopener noreferrer">
          {menuLabels.more}
          <LuExternalLink aria-hidden size="0.6em" />
        </EntryLink>
      </li>
    </>
  );
}

function ToolsEntry() {
  return (
    <li>
      <EntryButton type="button" aria-expanded="false" aria-controls={TOOLS_ID}>
        {menuLabels.tools}
        {/* Turned by the button's state, so expanding adds no style rule to the page. */}
        <Box as="span" aria-hidden transition="transform 0.2s" css={chevronTurnsWhenExpanded}>
          <LuChevronDown size="0.7em" />
        </Box>
      </EntryButton>
      <Stack as="ul" id={TOOLS_ID} hidden listStyleType="none" ps="4" pt="2" gap="1">
        {toolEntries.map((tool) => (
          <li key={tool.to}>
            <LinkButton asChild variant="ghost" size="lg" colorPalette="accent" px="3">
              <Link to={tool.to}>{tool.label}</Link>
            </LinkButton>
          </li>
        ))}
      </Stack>
    </li>
  );
}

function SocialEntries() {
  return (
    <Box>
      <Text color="fg.muted" fontSize="sm" mb="3">
        {menuLabels.socialHeading}
      </Text>
      <HStack as="ul" gap="3" listStyleType="none">
        {socialEntries.map((social) => (
          <li key={social.id}>
            <IconLinkButton
              href={social.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={social.label}
              variant="outline"
              rounded="full"
              size="lg"
            >
              <AssetIcon name={social.id} />
            </IconLinkButton>
          </li>
        ))}
      </HStack>
    </Box>
  );
}
