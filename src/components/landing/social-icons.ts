import type { ContactChannelId } from '../../content/contact';
import type { SpriteIconName } from '../icons/sprite-icons';

/** Brand icon per contact channel, shared by the contact section, the footer and the menu. */
export const socialIcons: Record<ContactChannelId, SpriteIconName> = {
  whatsapp: 'whatsapp',
  instagram: 'instagram',
  tiktok: 'tiktok',
  youtube: 'youtube',
};
