import { Button, Field, Stack, Text } from '@chakra-ui/react';
import { LuGlobe, LuPhone } from 'react-icons/lu';
import { whatsappLinkCreator } from '../../content/whatsapp-link-creator';
import { type CountryIso, countryByIso } from '../../domain/countries';
import type { PhoneHint } from '../../domain/phone-hints';

interface HintProps {
  hints: readonly PhoneHint[];
  /** The chosen country: the hints speak of it. */
  country: CountryIso;
  /** Switches to the country a typed code names, with the number to put in the field, if any. */
  onSwitchCountry: (iso: CountryIso, phone?: string) => void;
  /** Puts a number a hint suggests in the phone field. */
  onUseNumber: (phone: string) => void;
}

interface Props extends HintProps {
  /** The number as it will be dialled, once there is one. */
  dialled: string | null;
}

function hintText(hint: PhoneHint, country: CountryIso): string {
  // Each kind's text takes that kind's hint: TypeScript cannot pair them through the union.
  const text = whatsappLinkCreator.hints[hint.kind] as (
    hint: PhoneHint,
    country: CountryIso,
  ) => string;
  return text(hint, country);
}

/** Under the phone: how the number will be dialled, and hints that suggest but never block. */
export function PhoneNotes({ dialled, ...hintProps }: Props) {
  return (
    <Stack gap="1" w="full">
      {dialled && <DialledNumber dialled={dialled} />}
      {hintProps.hints.length === 0 ? (
        <Field.HelperText>{whatsappLinkCreator.phoneHelper(hintProps.country)}</Field.HelperText>
      ) : (
        <PhoneHints {...hintProps} />
      )}
    </Stack>
  );
}

/** What is wrong with the number, each with its one-tap fix where there is one. */
export function PhoneHints({ hints, country, onSwitchCountry, onUseNumber }: HintProps) {
  return hints.map((hint) => (
    <Stack key={hint.kind} gap="1" align="flex-start">
      <Text fontSize="sm" color="fg.warning">
        {hintText(hint, country)}
      </Text>
      {hint.kind === 'foreignCode' && hint.country && hint.country !== country ? (
        <SwitchCountryButton
          iso={hint.country}
          onClick={() => hint.country && onSwitchCountry(hint.country, hint.fixed)}
        />
      ) : (
        'fixed' in hint && hint.fixed && <FixButton fixed={hint.fixed} onUseNumber={onUseNumber} />
      )}
    </Stack>
  ));
}

/** 'Usar Estados Unidos (+1)'. */
function SwitchCountryButton({ iso, onClick }: { iso: CountryIso; onClick: () => void }) {
  return (
    <Button type="button" size="xs" variant="outline" onClick={onClick}>
      <LuGlobe aria-hidden />
      {whatsappLinkCreator.switchCountryLabel(
        whatsappLinkCreator.countryNames[iso],
        countryByIso(iso).callingCode,
      )}
    </Button>
  );
}

/** Puts the number a note suggests in the field: 'Usar +55 55 99123-4567'. */
function FixButton({
  fixed,
  onUseNumber,
}: {
  fixed: string;
  onUseNumber: (phone: string) => void;
}) {
  return (
    <Button
      type="button"
      size="xs"
      variant="outline"
      maxW="full"
      onClick={() => onUseNumber(fixed)}
    >
      <LuPhone aria-hidden />
      <Text as="span" truncate>
        {whatsappLinkCreator.useFixedNumberLabel(fixed)}
      </Text>
    </Button>
  );
}

/** The number as it will be dialled: `+55 11 98765-4321`. */
function DialledNumber({ dialled }: { dialled: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite" overflowWrap="anywhere">
      {whatsappLinkCreator.dialledAsLabel}{' '}
      <Text as="span" color="fg" fontWeight="semibold" data-testid="dialled-number">
        {dialled}
      </Text>
    </Text>
  );
}
