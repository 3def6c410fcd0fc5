// Content for the Contact section (anchor #contact): WhatsApp call to action and social channels,
// from src/content/data/contact.json and the agency's own links (src/config/site.ts).
import { siteConfig } from '../config/site';
import { chatLink } from '../domain/whatsapp-link';
import data from './data/contact.json' with { type: 'json' };
import type { ContactFile } from './schema/files';

/**
 * Stable key per channel, and the name of its brand icon (`<AssetIcon name={channel.id}>`: the
 * type checker holds every key to an icon of src/components/icons/icon-assets.ts).
 */
export type ContactChannelId = keyof ContactFile['channels'];

export interface ContactChannel {
  id: ContactChannelId;
  label: string;
  /** Visible handle or short hint under the label. */
  detail: string;
  url: string;
}

/** WhatsApp chat with the agency, prefilled with the configured greeting. */
export const whatsappChatUrl = chatLink(siteConfig.whatsapp.number, siteConfig.whatsapp.greeting);

const { channels, ...section } = data as ContactFile;

export const contact: Omit<ContactFile, 'channels'> = section;

/** Each channel's name and address; its line of text is the agency's. */
const CHANNELS: Record<ContactChannelId, Omit<ContactChannel, 'id' | 'detail'>> = {
  whatsapp: { label: 'WhatsApp', url: whatsappChatUrl },
  instagram: { label: 'Instagram', url: siteConfig.social.instagram },
  tiktok: { label: 'TikTok', url: siteConfig.social.tiktok },
  youtube: { label: 'YouTube', url: siteConfig.social.youtube },
};

export const contactChannels: readonly ContactChannel[] = (
  Object.keys(CHANNELS) as ContactChannelId[]
).map((id) => ({ id, detail: channels[id], ...CHANNELS[id] }));
