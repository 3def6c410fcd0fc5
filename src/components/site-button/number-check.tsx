import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import { siteButton } from '../../content/site-button';
import type { CountryIso } from '../../domain/countries';
import type { PhoneHint } from '../../domain/phone-hints';
import { PhoneHints } from '../whatsapp-link-creator/phone-notes';

interface Props {
  hints: readonly PhoneHint[];
  country: CountryIso;
  onSwitchCountry: (iso: CountryIso, phone?: string) => void;
  onUseNumber: (phone: string) => void;
  /** 'O número está certo': copy it as typed. */
  onConfirm: () => void;
}

/**
 * Over 'Copiar código', pressed with a number the hints say cannot work: what is wrong, the fix in
 * one tap, and 'O número está certo' to keep it as typed. It takes the focus as it opens, so a
 * screen reader reads it where the visitor pressed.
 */
export function NumberCheck({ onConfirm, ...hints }: Props) {
  const heading = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box
      ref={ref}
      role="group"
      aria-labelledby={heading}
      tabIndex={-1}
      data-testid="site-button-number-check"
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      rounded="md"
      p="4"
      mb="3"
      outline="none"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      <Stack gap="2" align="flex-start">
        <Text id={heading} fontWeight="semibold" fontSize="sm">
          {siteButton.confirmNumberHeading}
        </Text>
        <PhoneHints {...hints} />
        <Text fontSize="sm" color="fg.muted">
          {siteButton.confirmNumberText}
        </Text>
        <Button type="button" size="sm" variant="outline" onClick={onConfirm}>
          <LuCircleCheck aria-hidden />
          {siteButton.confirmNumberLabel}
        </Button>
      </Stack>
    </Box>
  );
}
