import type { IconType } from 'react-icons';
import { FaInstagram, FaTiktok, FaWhatsapp, FaYoutube } from 'react-icons/fa6';
import type { ContactChannelId } from '../../content/contact';

/** Brand icon per contact channel, shared by the contact section and the menu. */
export const socialIcons: Record<ContactChannelId, IconType> = {
  whatsapp: FaWhatsapp,
  instagram: FaInstagram,
  tiktok: FaTiktok,
  youtube: FaYoutube,
};
