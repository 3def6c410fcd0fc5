import { memo } from 'react';
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

export interface MenuNavProps {
  toolsExpanded: boolean;
  onSection: (anchor: string) => void;
  onToggleTools: () => void;
  onNavigate: () => void;
}

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
 * The menu's entries: section anchors, the link hub, the tools submenu and social links.
 * Memoised, and so are its parts: opening and closing the menu re-renders the dialog, not its
 * entries, and expanding Ferramentas re-renders that entry alone.
 */
export const MenuNav = memo(function MenuNav({
  toolsExpanded,
  onSection,
  onToggleTools,
  onNavigate,
}: MenuNavProps) {
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
        <SectionEntries onSection={onSection} />
        <ToolsEntry expanded={toolsExpanded} onToggle={onToggleTools} onNavigate={onNavigate} />
      </Stack>
      <SocialEntries />
    </Stack>
  );
});

const SectionEntries = memo(function SectionEntries({
  onSection,
}: Pick<MenuNavProps, 'onSection'>) {
  return (
    <>
      {sectionEntries.map((entry) => (
        <li key={entry.anchor}>
          <EntryLink
            href={`#${entry.anchor}`}
            onClick={(event) => {
              event.preventDefault();
              onSection(entry.anchor);
            }}
          >
            {entry.label}
          </EntryLink>
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
});

interface ToolsEntryProps {
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

const ToolsEntry = memo(function ToolsEntry({ expanded, onToggle, onNavigate }: ToolsEntryProps) {
  return (
    <li>
      <EntryButton
        type="button"
        aria-expanded={expanded}
        aria-controls={TOOLS_ID}
        onClick={onToggle}
      >
        {menuLabels.tools}
        {/* Turned by the button's state, so expanding adds no style rule to the page. */}
        <Box as="span" aria-hidden transition="transform 0.2s" css={chevronTurnsWhenExpanded}>
          <LuChevronDown size="0.7em" />
        </Box>
      </EntryButton>
      <Stack as="ul" id={TOOLS_ID} hidden={!expanded} listStyleType="none" ps="4" pt="2" gap="1">
        <ToolLinks onNavigate={onNavigate} />
      </Stack>
    </li>
  );
});

const ToolLinks = memo(function ToolLinks({ onNavigate }: Pick<ToolsEntryProps, 'onNavigate'>) {
  return toolEntries.map((tool) => (
    <li key={tool.to}>
      <LinkButton asChild variant="ghost" size="lg" colorPalette="accent" px="3">
        <Link to={tool.to} reloadDocument onClick={onNavigate}>
          {tool.label}
        </Link>
      </LinkButton>
    </li>
  ));
});

const SocialEntries = memo(function SocialEntries() {
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
});
