import { Button, Field, Stack, Text } from '@chakra-ui/react';
import { LuGlobe, LuPhone } from 'react-icons/lu';
import { whatsappLinkCreator } from '../../content/whatsapp-link-creator';
import { type CountryIso, countryByIso } from '../../domain/countries';
import type { PhoneHint } from '../../domain/phone-hints';

interface Props {
  /** The number as it will be dialled, once there is one. */
  dialled: string | null;
  hints: readonly PhoneHint[];
  /** The chosen country, when the number is in none of its mobile ranges. */
  notMobileIn?: CountryIso | null;
  /**
   * What was typed without the trunk prefix it carries after the calling code, if it does, with
   * the chosen country: offered in one click.
   */
  trunkFix?: { readonly fixed: string; readonly country: CountryIso } | null;
  onSwitchCountry: (iso: CountryIso) => void;
  /** Puts a number a hint suggests in the phone field. */
  onUseNumber: (phone: string) => void;
}

function hintText(hint: PhoneHint): string {
  const texts = whatsappLinkCreator.hints;
  switch (hint.kind) {
    case 'foreignCode':
      return texts.foreignCode(hint);
    case 'areaCode55':
      return texts.areaCode55(hint);
    case 'leadingZero':
      return texts.leadingZero(hint);
    case 'unknownDdd':
      return texts.unknownDdd(hint);
    case 'missingNine':
      return texts.missingNine(hint);
    case 'length':
      return texts.length(hint);
  }
}

/** Under the phone: how the number will be dialled, and hints that suggest but never block. */
export function PhoneNotes({
  dialled,
  hints,
  notMobileIn = null,
  trunkFix = null,
  onSwitchCountry,
  onUseNumber,
}: Props) {
  return (
    <Stack gap="1" w="full">
      {dialled && <DialledNumber dialled={dialled} />}
      {hints.length === 0 && trunkFix ? (
        // Before the mobile check: without the prefix, the link opens no chat at all.
        <Stack gap="1" align="flex-start">
          <Text fontSize="sm" color="fg.warning">
            {whatsappLinkCreator.trunkPrefixHint(
              whatsappLinkCreator.countryNames[trunkFix.country],
            )}
          </Text>
          <FixButton fixed={trunkFix.fixed} onUseNumber={onUseNumber} />
        </Stack>
      ) : hints.length === 0 && notMobileIn ? (
        // Only when nothing more pressing is said: a wrong length or DDD explains it already.
        <Text fontSize="sm" color="fg.warning">
          {whatsappLinkCreator.notMobileHint(whatsappLinkCreator.countryNames[notMobileIn])}
        </Text>
      ) : hints.length === 0 ? (
        <Field.HelperText>{whatsappLinkCreator.phoneHelper}</Field.HelperText>
      ) : (
        hints.map((hint) => (
          <Stack key={hint.kind} gap="1" align="flex-start">
            <Text fontSize="sm" color="fg.warning">
              {hintText(hint)}
            </Text>
            {hint.kind === 'foreignCode' && hint.country && (
              <Button
                type="button"
                size="xs"
                variant="outline"
                onClick={() => hint.country && onSwitchCountry(hint.country)}
              >
                <LuGlobe aria-hidden />
                {whatsappLinkCreator.switchCountryLabel(
                  whatsappLinkCreator.countryNames[hint.country],
                  countryByIso(hint.country).callingCode,
                )}
              </Button>
            )}
            {hint.kind === 'areaCode55' && (
              <FixButton fixed={hint.fixed} onUseNumber={onUseNumber} />
            )}
          </Stack>
        ))
      )}
    </Stack>
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
    <Button type="button" size="xs" variant="outline" onClick={() => onUseNumber(fixed)}>
      <LuPhone aria-hidden />
      {whatsappLinkCreator.useFixedNumberLabel(fixed)}
    </Button>
  );
}

/** The number as it will be dialled: `+55 11 98765-4321`. */
function DialledNumber({ dialled }: { dialled: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite">
      {whatsappLinkCreator.dialledAsLabel}{' '}
      <Text as="span" color="fg" fontWeight="semibold" data-testid="dialled-number">
        {dialled}
      </Text>
    </Text>
  );
}
