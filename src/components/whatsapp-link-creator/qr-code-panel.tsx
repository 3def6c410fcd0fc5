import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { memo, useDeferredValue, useMemo } from 'react';
import { LuDownload } from 'react-icons/lu';
import { whatsappLinkCreator } from '../../content/whatsapp-link-creator';
import { downloadBlob, loadQrEncoder } from '../../browser/qr-code';
import { fitsInQrCode } from '../../domain/qr-payload';
import { useLoaded } from '../../hooks/use-loaded';
import { finePointer } from '../../theme/media';

interface Props {
  link: string;
  /** The number with its country code, for the file names. */
  number: string;
  /** The channel a link per channel is for, also in the file names. */
  channel?: string;
  /** Says, on computers only, that scanning the code tries the link on a phone. */
  phoneTest?: boolean;
}

/**
 * The link's QR code, live as the link changes, with PNG and SVG downloads. Memoised: 'Copiar'
 * and 'Compartilhar' re-render the result panel, not the code.
 */
export const QrCodePanel = memo(function QrCodePanel({ link, number, channel, phoneTest }: Props) {
  const encoder = useLoaded(loadQrEncoder);
  const fits = fitsInQrCode(link);

  // Drawn in a background render (80 ms at 4× CPU): the press or keystroke that changed the link
  // paints first. The box keeps its size meanwhile.
  const drawnLink = useDeferredValue(link, null);
  const qr = useMemo(
    () => (encoder && fits && drawnLink !== null ? encoder(drawnLink) : null),
    [encoder, fits, drawnLink],
  );

  if (!fits) {
    return (
      <Text role="note" fontSize="sm" color="fg.warning">
        {whatsappLinkCreator.qrTooLong}
      </Text>
    );
  }

  return (
    <Stack
      gap="3"
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
    >
      <Box bg="white" rounded="md" p="1" w="40" h="40" flexShrink="0" alignSelf="center">
        {qr ? (
          <Image
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
            alt={whatsappLinkCreator.qrAlt(drawnLink ?? link)}
            width="152"
            height="152"
            w="full"
            h="full"
          />
        ) : (
          <Text fontSize="xs" color="fg.inverted" p="2">
            {whatsappLinkCreator.qrLoading}
          </Text>
        )}
      </Box>
      <Stack gap="3">
        {phoneTest && <PhoneTestNote />}
        <HStack gap="2" flexWrap="wrap">
          <Button
            variant="outline"
            size="sm"
            disabled={!qr}
            onClick={() => {
              if (!qr) return;
              void qr
                .png()
                .then((blob) =>
                  downloadBlob(blob, whatsappLinkCreator.qrFileName(number, 'png', channel)),
                );
            }}
          >
            <LuDownload aria-hidden />
            {whatsappLinkCreator.downloadPngLabel}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!qr}
            onClick={() => {
              if (!qr) return;
              downloadBlob(
                new Blob([qr.svg], { type: 'image/svg+xml' }),
                whatsappLinkCreator.qrFileName(number, 'svg', channel),
              );
            }}
          >
            <LuDownload aria-hidden />
            {whatsappLinkCreator.downloadSvgLabel}
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
});

/**
 * 'Testar no celular': a phone's camera opens the code's `wa.me` link in the app. Shown by CSS on
 * computers only (a phone cannot scan its own screen), so it is right before any script runs.
 */
function PhoneTestNote() {
  return (
    <Box
      role="note"
      aria-labelledby="phone-test-heading"
      display="none"
      css={{ [finePointer]: { display: 'block' } }}
    >
      <Text id="phone-test-heading" fontSize="sm" fontWeight="semibold">
        {whatsappLinkCreator.phoneTestHeading}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {whatsappLinkCreator.phoneTestText}
      </Text>
    </Box>
  );
}
