import type { ContactChannelId } from '../../content/contact';
import type { AssetIconName } from '../icons/icon-assets';

/** Brand icon per contact channel, shared by the contact section, the footer and the menu. */
export const socialIcons: Record<ContactChannelId, AssetIconName> = {
  whatsapp: 'whatsapp',
  instagram: 'instagram',
  tiktok: 'tiktok',
  youtube: 'youtube',
};
