import { Box, Button, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Ref } from 'react';
import { LuCheck, LuCopy, LuExternalLink, LuShare2 } from 'react-icons/lu';
import { copyWholeAsLink } from '../../browser/clipboard';
import { whatsappLinkCreator } from '../../content/whatsapp-link-creator';
import type { CountryIso } from '../../domain/countries';
import type { PhoneHint } from '../../domain/phone-hints';
import { RECENT_LINK_MAX_LENGTH } from '../../domain/recent-links';
import { type LinkOpening, linkOpeningIn, readableWhatsAppLink } from '../../domain/whatsapp-link';
import { useLoaded } from '../../hooks/use-loaded';
import { AfterFirstRender } from '../ui/after-first-render';
import { LinkButton } from '../ui/link-button';
import { loadMore } from './load-more';
import { OpensInChoice } from './opens-in-choice';
import { PhoneHints } from './phone-notes';

interface Props {
  /** The spec's `wa.me` link: the QR code's, which phones open in the app. */
  link: string;
  /** Where the link opens on computers: what is shown, copied, tested and shared follows it. */
  opensIn: LinkOpening;
  onOpensInChange: (opening: LinkOpening) => void;
  /** The number with its country code, digits only. */
  number: string;
  /** The message as typed, for the links per channel. */
  message: string;
  /** The same number as it will be dialled: `+55 11 98765-4321`. */
  dialled: string;
  /** The clipboard is still working on the last 'Copiar'. */
  copying: boolean;
  /** The share sheet is open. */
  sharing: boolean;
  /** Whether this browser has the Web Share API. */
  canShare: boolean;
  /** What the page says about the number: at the field, and here again. */
  hints: readonly PhoneHint[];
  /**
   * The hints say the number cannot work, and the visitor has not confirmed it: the panel warns
   * instead of congratulating, offers the fixes, and holds back the print kit.
   */
  doubtful: boolean;
  /** The chosen country, which the hints speak of. */
  country: CountryIso;
  onSwitchCountry: (iso: CountryIso, phone?: string) => void;
  onUseNumber: (phone: string) => void;
  /** 'O número está certo'. */
  onConfirm: () => void;
  /** Recent links are kept, but this link is too long to be. */
  tooLongToKeep: boolean;
  onCopy: () => void;
  onShare: () => void;
  /** The answer to GERAR LINK (the heading down to the buttons): what is brought into view. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The generated link, readable: the number as dialled and the link with its message as typed (the
 * message's look is in the preview above), the link itself to copy, a real link to try it (a popup
 * after an await gets blocked), sharing where the browser can, the QR code, the print kit, and the
 * link once per channel it is published on.
 */
export function WhatsAppLinkResult(props: Props) {
  const { link, number, message, dialled, copying, sharing, canShare, onCopy, onShare } = props;
  const { ref, opensIn, onOpensInChange, hints, doubtful, tooLongToKeep } = props;
  const published = linkOpeningIn(link, opensIn);
  const more = useLoaded(loadMore, link);
  return (
    <Box
      as="section"
      aria-labelledby="whatsapp-result-heading"
      borderWidth="1px"
      borderColor={doubtful ? 'border.warning' : 'whatsapp.500/40'}
      bg={doubtful ? 'bg.warning' : 'whatsapp.subtle'}
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Box ref={ref} scrollMarginTop="8" scrollMarginBottom="8">
        <Heading id="whatsapp-result-heading" as="h2" fontSize="md" mb="3">
          {doubtful ? whatsappLinkCreator.resultDoubtfulHeading : whatsappLinkCreator.resultHeading}
        </Heading>
        {hints.length > 0 && (
          <Stack gap="2" mb="4" align="flex-start">
            <PhoneHints
              hints={hints}
              country={props.country}
              onSwitchCountry={props.onSwitchCountry}
              onUseNumber={props.onUseNumber}
            />
            {doubtful && (
              <>
                <Button type="button" size="sm" variant="outline" onClick={props.onConfirm}>
                  <LuCheck aria-hidden />
                  {whatsappLinkCreator.confirmLabel}
                </Button>
                <Text fontSize="xs" color="fg.muted">
                  {whatsappLinkCreator.confirmHelper}
                </Text>
              </>
            )}
          </Stack>
        )}
        <Stack as="dl" gap="2" mb="4" fontSize="sm">
          <HStack gap="2" align="baseline">
            <Text as="dt" color="fg.muted" minW="20">
              {whatsappLinkCreator.resultNumberLabel}
            </Text>
            <Text
              as="dd"
              fontWeight="semibold"
              minW="0"
              overflowWrap="anywhere"
              data-testid="result-number"
            >
              {dialled}
            </Text>
          </HStack>
        </Stack>
        <Field.Root mb="4">
          <Field.Label srOnly>{whatsappLinkCreator.resultLinkLabel}</Field.Label>
          <Textarea
            readOnly
            value={readableWhatsAppLink(published)}
            onCopy={(event) => copyWholeAsLink(event.nativeEvent, event.currentTarget, published)}
            autoresize
            rows={1}
            textStyle="code"
            fontSize="sm"
            bg="bg"
            wordBreak="break-all"
            onFocus={(e) => e.currentTarget.select()}
          />
        </Field.Root>
        {tooLongToKeep && (
          <Text fontSize="sm" color="fg.warning" mb="4">
            {whatsappLinkCreator.recentTooLong(RECENT_LINK_MAX_LENGTH)}
          </Text>
        )}
        <Box mb="4">
          <OpensInChoice value={opensIn} onChange={onOpensInChange} />
        </Box>
        <HStack gap="3" flexWrap="wrap">
          <Button colorPalette="whatsapp" onClick={onCopy} flex="1" minW="32" aria-busy={copying}>
            <LuCopy aria-hidden />
            {copying ? whatsappLinkCreator.copyingLabel : whatsappLinkCreator.copyLabel}
          </Button>
          <LinkButton
            href={published}
            target="_blank"
            rel="noopener noreferrer"
            variant="outline"
            flex="1"
            minW="32"
          >
            <LuExternalLink aria-hidden />
            {whatsappLinkCreator.testLabel}
          </LinkButton>
          {canShare && (
            <Button variant="outline" onClick={onShare} flex="1" minW="32" aria-busy={sharing}>
              <LuShare2 aria-hidden />
              {sharing ? whatsappLinkCreator.sharingLabel : whatsappLinkCreator.shareLabel}
            </Button>
          )}
        </HStack>
      </Box>
      {/* Below the buttons, the parts that take the longest to build come a render later. */}
      {more && (
        <AfterFirstRender>
          <Box borderTopWidth="1px" borderColor="border.muted" mt="4" pt="4">
            <more.QrCodePanel link={link} number={number} phoneTest />
          </Box>
          {!doubtful && (
            <Box borderTopWidth="1px" borderColor="border.muted" mt="4" pt="4">
              <more.PrintKit link={link} dialled={dialled} />
            </Box>
          )}
          <Box borderTopWidth="1px" borderColor="border.muted" mt="4" pt="4">
            <more.ChannelLinks number={number} message={message} />
          </Box>
        </AfterFirstRender>
      )}
    </Box>
  );
}
