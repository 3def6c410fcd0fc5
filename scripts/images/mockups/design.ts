// What a portfolio mock-up needs beyond the site's own content (src/content/portfolio.ts): the
// invented client's home-page copy, palette, layout and hero "photograph".
import type { FontName } from '../html';
import type { IconName } from '../icons';

export interface MockupPalette {
  bg: string;
  surface: string;
  text: string;
  muted: string;
  primary: string;
  onPrimary: string;
  accent: string;
  iconBg: string;
  border: string;
}

/** Corner radii in px; `btn` is the buttons' (999 = pill). */
export interface MockupRadius {
  sm: number;
  md: number;
  lg: number;
  btn: number;
}

export interface MockupLook {
  palette: MockupPalette;
  radius: MockupRadius;
}

/**
 * split: copy left, art right · reverse: art left, copy right · centered: copy centred over a wide
 * banner · overlay: full-width art with the copy in a card over it.
 */
export type MockupLayout = 'split' | 'reverse' | 'centered' | 'overlay';

export interface MockupFeature {
  icon: IconName;
  title: string;
  text: string;
}

export interface MockupDesign extends MockupLook {
  /** Trailing words of the site's title, set smaller beside the logo (e.g. 'Moda Feminina'). */
  logoSuffix?: string;
  tagline: string;
  headline: string;
  lead: string;
  cta: string;
  secondary: string;
  nav: readonly string[];
  upperNav?: boolean;
  trust?: string;
  announcement?: string;
  /** A shop shows its bag with this many items instead of the header's call to action. */
  cart?: number;
  features: readonly MockupFeature[];
  layout: MockupLayout;
  /** Font of the logo and headings; body text is always sans. */
  font: FontName;
  /** Inner HTML of the hero's art box (positioned, clipped): CSS shapes only, no photos. */
  art: (look: MockupLook) => string;
}
