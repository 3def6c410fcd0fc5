import { chatLinkTo } from './whatsapp-link';

/**
 * Variants of one chat link, one per place it is published (the Instagram bio, a flyer…): each
 * message ends with that place's reference, so whoever answers the chat sees where the lead came
 * from, with no tracking server in between.
 */

export interface Channel {
  /** Stable, for keys and file names: `instagram`. */
  readonly id: string;
  /** The reference the message carries: short, so it costs the QR code little. */
  readonly ref: string;
}

export interface ChannelLink {
  readonly channel: Channel;
  readonly message: string;
  readonly url: string;
}

/** The visitor's message, then the channel's reference: `Olá! (ref: IG)`. */
export function withChannelRef(message: string, ref: string): string {
  const own = message.trimEnd();
  const tag = `(ref: ${ref})`;
  return own === '' ? tag : `${own} ${tag}`;
}

/** One link per channel, to `number` (as WhatsApp expects it), in the channels' order. */
export function channelLinks(
  number: string,
  message: string,
  channels: readonly Channel[],
): ChannelLink[] {
  return channels.map((channel) => {
    const tagged = withChannelRef(message, channel.ref);
    return { channel, message: tagged, url: chatLinkTo(number, tagged) };
  });
}
