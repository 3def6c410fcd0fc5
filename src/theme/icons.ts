/**
 * The names of the icons the site draws (symbols of src/assets/icons.svg, by `<AssetIcon>`): the one
 * list content picks an icon from.
 */
export const ASSET_ICON_NAMES = [
  'bot',
  'calendar-clock',
  'camera',
  'chart-column',
  'chart-line',
  'chevron-left',
  'chevron-right',
  'circle-check',
  'clock',
  'external-link',
  'globe',
  'headset',
  'instagram',
  'lightbulb',
  'mail',
  'maximize',
  'package',
  'pen-tool',
  'play',
  'presentation',
  'quote',
  'search',
  'send',
  'shield-check',
  'star',
  'star-filled',
  'target',
  'tiktok',
  'trending-up',
  'users',
  'whatsapp',
  'youtube',
] as const;

export type AssetIconName = (typeof ASSET_ICON_NAMES)[number];

/** The id of an icon's `<symbol>` in the page's sprite (src/assets/icons.svg). */
export const iconId = (name: AssetIconName): string => `icon-${name}`;

/** The sprite's symbols, without the file's own `<svg>`: what a page's sprite holds. */
export const spriteSymbols = (sprite: string): string =>
  sprite.slice(sprite.indexOf('>') + 1, sprite.lastIndexOf('</svg>'));
