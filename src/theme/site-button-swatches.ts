import { WHATSAPP_GREEN } from '../domain/site-button-limits';

/**
 * The ready-made colours the chat-button maker offers for a business's own button (not colours
 * of this site: they land in the snippet as typed). Named here, with the theme's colours.
 */
export const SITE_BUTTON_SWATCHES = {
  whatsapp: WHATSAPP_GREEN,
  teal: '#128c7e',
  blue: '#1f6feb',
  black: '#111111',
  pink: '#e4405f',
  yellow: '#f5b400',
} as const;

export type SiteButtonSwatch = keyof typeof SITE_BUTTON_SWATCHES;
