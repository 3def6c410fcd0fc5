import { Box, Button, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { memo, type ReactNode, useEffect, useRef } from 'react';
import { LuCopy, LuHistory, LuTrash2, LuUndo2 } from 'react-icons/lu';
import { whatsappLinkCreator } from '../../content/whatsapp-link-creator';
import type { RecentLink } from '../../domain/recent-links';

interface Props {
  links: readonly RecentLink[];
  /** Whether this device keeps the links made here. */
  keep: boolean;
  onKeepChange: (keep: boolean) => void;
  /** How each entry's number is shown. */
  dialled: (entry: RecentLink) => string;
  onUse: (index: number) => void;
  onCopy: (index: number) => void;
  onClear: () => void;
  /** The history was just erased: it can be brought back. */
  cleared: boolean;
  onUndoClear: () => void;
}

/**
 * Links made on this device, newest first: load one back into the form, or copy it again; or
 * turn keeping them off (which erases them) and on again. The form shows it once there is a link to
 * list, while keeping is off (so the switch is there to turn it back on), and once switched.
 * Memoised, with stable callbacks from the form: a keystroke in the form does not re-render it.
 */
export const RecentLinks = memo(function RecentLinks({
  links,
  keep,
  onKeepChange,
  dialled,
  onUse,
  onCopy,
  onClear,
  cleared,
  onUndoClear,
}: Props) {
  // The button pressed goes away with what it changed ('Apagar histórico' with the list,
  // 'Desfazer' once pressed): focus, fallen back to the page, goes to the one in its place.
  const wasCleared = useRef(cleared);
  const clearButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (wasCleared.current === cleared) return;
    wasCleared.current = cleared;
    if (document.activeElement === document.body) {
      (cleared ? undoButton : clearButton).current?.focus();
    }
  }, [cleared]);
  return (
    <Box as="section" aria-labelledby="whatsapp-recent-heading">
      <HStack justify="space-between" mb="1" gap="3" flexWrap="wrap">
        <Heading id="whatsapp-recent-heading" as="h2" fontSize="md">
          {whatsappLinkCreator.recentHeading}
        </Heading>
        {links.length > 0 && (
          <Button ref={clearButton} variant="ghost" size="sm" onClick={onClear}>
            <LuTrash2 aria-hidden />
            {whatsappLinkCreator.recentClearLabel}
          </Button>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {keep ? whatsappLinkCreator.recentIntro : whatsappLinkCreator.recentOffIntro}
      </Text>
      {/* Announced as it appears: the region is there before its words. */}
      <Box aria-live="polite">
        {cleared && (
          <HStack gap="2" mb="3">
            <Text fontSize="sm">{whatsappLinkCreator.recentCleared}</Text>
            <Button ref={undoButton} size="xs" variant="outline" onClick={onUndoClear}>
              <LuUndo2 aria-hidden />
              {whatsappLinkCreator.recentUndoLabel}
            </Button>
          </HStack>
        )}
      </Box>
      <Switch.Root
        checked={keep}
        onCheckedChange={({ checked }) => onKeepChange(checked)}
        size="sm"
        mb="3"
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{whatsappLinkCreator.recentKeepLabel}</Switch.Label>
      </Switch.Root>
      {links.length > 0 && (
        <Stack as="ol" gap="2" listStyleType="none">
          {links.map((entry, index) => (
            <RecentLinkRow
              key={entry.link}
              entry={entry}
              number={dialled(entry)}
              onUse={() => onUse(index)}
              onCopy={() => onCopy(index)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
});

interface RowProps {
  entry: RecentLink;
  number: string;
  onUse: () => void;
  onCopy: () => void;
}

function RecentLinkRow({ entry, number, onUse, onCopy }: RowProps) {
  return (
    <HStack
      as="li"
      gap="2"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      px="3"
      py="2"
      justify="space-between"
    >
      <Box minW="0" flex="1">
        {/* A number broken at its hyphen reads as two. */}
        <Text fontWeight="semibold" fontSize="sm" whiteSpace="nowrap" truncate>
          {number}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {entry.message.trim() === '' ? whatsappLinkCreator.recentNoMessage : entry.message}
        </Text>
      </Box>
      <HStack gap="1" flexShrink="0">
        <RowButton label={whatsappLinkCreator.recentUseAria(number)} onClick={onUse}>
          <LuHistory aria-hidden />
          {whatsappLinkCreator.recentUseLabel}
        </RowButton>
        <RowButton label={whatsappLinkCreator.recentCopyAria(number)} onClick={onCopy}>
          <LuCopy aria-hidden />
          {whatsappLinkCreator.recentCopyLabel}
        </RowButton>
      </HStack>
    </HStack>
  );
}

/** A short visible label; the accessible name says which link it acts on. */
function RowButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="xs" variant="outline" aria-label={label} onClick={onClick}>
      {children}
    </Button>
  );
}
