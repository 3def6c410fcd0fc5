import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { LuChevronDown, LuChevronUp, LuCopy, LuDownload } from 'react-icons/lu';
import { fromPromise } from 'xstate';
import { channelLinksMachine } from '../../../machines/channelLinks';
import { copyText } from '../../browser/clipboard';
import { inspected } from '../../browser/inspector';
import { downloadBlob } from '../../browser/qr-code';
import { channelCopiedToast, channelLinksText as text } from '../../content/channel-links';
import { toasts } from '../../content/whatsapp-link-creator';
import { type ChannelLink, channelLinks, withChannelRef } from '../../domain/channel-links';
import { toCsv } from '../../domain/csv';
import { fitsInQrCode } from '../../domain/qr-payload';
import { Reveal } from '../ui/reveal';
import { notify } from '../ui/toaster';
import { QrCodePanel } from './qr-code-panel';

interface Props {
  /** The number with its country code, digits only. */
  number: string;
  /** The message as typed: each channel's link adds its reference to it. */
  message: string;
}

const nameOf = (channel: string | null) =>
  text.channels.find((candidate) => candidate.id === channel)?.name ?? '';

/**
 * The result's link once per place the visitor publishes it, each message ending with that
 * place's reference, each with its QR code, and all of them as a spreadsheet. Shown on request:
 * most visitors want the one link.
 */
export function ChannelLinks({ number, message }: Props) {
  const listId = useId();
  const links = channelLinks(number, message, text.channels);
  const [state, send] = useMachine(
    channelLinksMachine.provide({
      actors: {
        copyLink: fromPromise(({ input }: { input: { link: string } }) => copyText(input.link)),
      },
      actions: {
        notifyCopied: ({ context }) =>
          notify('success', channelCopiedToast(nameOf(context.channel))),
        notifyCopyFailed: () => notify('error', toasts.copyFailed),
      },
    }),
    // Reported to the development inspector, as every other actor of the site is.
    inspected(),
  );
  const shown = !state.matches('hidden');
  const copyingChannel = state.matches('copying') ? state.context.channel : null;

  const exportLinks = () => {
    const rows = links.map(({ channel, message: tagged, url }) => [
      nameOf(channel.id),
      channel.ref,
      tagged,
      url,
    ]);
    downloadBlob(
      new Blob([toCsv([text.exportHeader, ...rows])], { type: 'text/csv;charset=utf-8' }),
      text.exportFileName(number),
    );
  };

  return (
    <Box as="section" aria-labelledby={`${listId}-heading`}>
      <Heading id={`${listId}-heading`} as="h3" fontSize="sm" mb="1">
        {text.heading}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {text.intro}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={shown}
          // Only while the list is there to point to.
          aria-controls={shown ? listId : undefined}
          onClick={() => send({ type: shown ? 'channels.hide' : 'channels.show' })}
        >
          {shown ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
          {shown ? text.hideLabel : text.showLabel}
        </Button>
        {shown && (
          <Button variant="outline" size="sm" onClick={exportLinks}>
            <LuDownload aria-hidden />
            {text.exportLabel}
          </Button>
        )}
      </HStack>
      {shown && links.some((link) => !fitsInQrCode(link.url)) && (
        // Once for the list: each channel's QR code would say it again.
        <Text role="note" fontSize="sm" color="fg.warning" mt="4">
          {text.qrTooLong}
        </Text>
      )}
      {shown && (
        <Reveal>
          <Stack id={listId} as="ul" gap="3" mt="4" listStyleType="none">
            {links.map((link) => (
              <ChannelLinkItem
                key={link.channel.id}
                link={link}
                number={number}
                copying={copyingChannel === link.channel.id}
                onCopy={() =>
                  send({ type: 'channel.copy', channel: link.channel.id, link: link.url })
                }
              />
            ))}
          </Stack>
        </Reveal>
      )}
    </Box>
  );
}

interface ItemProps {
  link: ChannelLink;
  number: string;
  copying: boolean;
  onCopy: () => void;
}

function ChannelLinkItem({ link, number, copying, onCopy }: ItemProps) {
  const name = nameOf(link.channel.id);
  return (
    <Box as="li" borderWidth="1px" borderColor="border.muted" rounded="lg" bg="bg" p="3">
      <HStack justify="space-between" align="start" gap="3" mb="3">
        <Box minW="0">
          <Heading as="h4" fontSize="sm">
            {name}
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            {text.refNote(withChannelRef('', link.channel.ref))}
          </Text>
        </Box>
        <Button
          size="sm"
          colorPalette="whatsapp"
          flexShrink="0"
          aria-label={text.copyAria(name)}
          aria-busy={copying}
          onClick={onCopy}
        >
          <LuCopy aria-hidden />
          {copying ? text.copyingLabel : text.copyLabel}
        </Button>
      </HStack>
      {fitsInQrCode(link.url) && (
        <QrCodePanel link={link.url} number={number} channel={link.channel.id} />
      )}
    </Box>
  );
}
