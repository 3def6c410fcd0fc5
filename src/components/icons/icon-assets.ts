import { createElement } from 'react';
import type { IconType } from 'react-icons';
import type { AssetIconName } from '../../theme/icons';
import { FaInstagram, FaTiktok, FaWhatsapp, FaYoutube } from 'react-icons/fa6';
import {
  LuBot,
  LuCalendarClock,
  LuCamera,
  LuChartColumn,
  LuChartLine,
  LuChevronLeft,
  LuChevronRight,
  LuCircleCheck,
  LuClock,
  LuExternalLink,
  LuGlobe,
  LuHeadset,
  LuLightbulb,
  LuMail,
  LuMaximize2,
  LuPackage,
  LuPenTool,
  LuPlay,
  LuPresentation,
  LuQuote,
  LuSearch,
  LuSend,
  LuShieldCheck,
  LuStar,
  LuTarget,
  LuTrendingUp,
  LuUsers,
} from 'react-icons/lu';

/**
 * The icons of the page's sprite (src/assets/icons.svg), by the name an `<AssetIcon>` uses
 * (src/theme/icons.ts). Only the sprite's generator imports these components, and a test keeps
 * the sprite in step with this list: `npm run icons` writes it again.
 */
export const assetIcons = {
  bot: LuBot,
  'calendar-clock': LuCalendarClock,
  camera: LuCamera,
  'chart-column': LuChartColumn,
  'chart-line': LuChartLine,
  'chevron-left': LuChevronLeft,
  'chevron-right': LuChevronRight,
  'circle-check': LuCircleCheck,
  clock: LuClock,
  'external-link': LuExternalLink,
  globe: LuGlobe,
  headset: LuHeadset,
  instagram: FaInstagram,
  lightbulb: LuLightbulb,
  mail: LuMail,
  maximize: LuMaximize2,
  package: LuPackage,
  'pen-tool': LuPenTool,
  play: LuPlay,
  presentation: LuPresentation,
  quote: LuQuote,
  search: LuSearch,
  send: LuSend,
  'shield-check': LuShieldCheck,
  star: LuStar,
  'star-filled': (props) => createElement(LuStar, { ...props, fill: 'currentColor' }),
  target: LuTarget,
  tiktok: FaTiktok,
  'trending-up': LuTrendingUp,
  users: LuUsers,
  whatsapp: FaWhatsapp,
  youtube: FaYoutube,
} satisfies Record<AssetIconName, IconType>;
