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
import { socialIcons } from '../landing/social-icons';
import { IconLinkButton, LinkButton } from '../ui/link-button';

interface MenuNavProps {
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

/** The menu's entries: section anchors, the link hub, the tools submenu and social links. */
/** Memoised: opening and closing the menu re-renders the dialog, not its entries. */
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
        <li>
          <EntryButton
            type="button"
            aria-expanded={toolsExpanded}
            aria-controls={TOOLS_ID}
            onClick={onToggleTools}
          >
            {menuLabels.tools}
            <Box
              as="span"
              aria-hidden
              transition="transform 0.2s"
              transform={toolsExpanded ? 'rotate(180deg)' : undefined}
            >
              <LuChevronDown size="0.7em" />
            </Box>
          </EntryButton>
          <Stack
            as="ul"
            id={TOOLS_ID}
            hidden={!toolsExpanded}
            listStyleType="none"
            ps="4"
            pt="2"
            gap="1"
          >
            {toolEntries.map((tool) => (
              <li key={tool.to}>
                <LinkButton asChild variant="ghost" size="lg" colorPalette="accent" px="3">
                  <Link to={tool.to} reloadDocument onClick={onNavigate}>
                    {tool.label}
                  </Link>
                </LinkButton>
              </li>
            ))}
          </Stack>
        </li>
      </Stack>
      <Box>
        <Text color="fg.muted" fontSize="sm" mb="3">
          {menuLabels.socialHeading}
        </Text>
        <HStack as="ul" gap="3" listStyleType="none">
          {socialEntries.map((social) => {
            const Icon = socialIcons[social.id];
            return (
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
                  <Icon aria-hidden />
                </IconLinkButton>
              </li>
            );
          })}
        </HStack>
      </Box>
    </Stack>
  );
});
