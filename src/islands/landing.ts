// The landing page's islands, with the content they show: only the landing page's islands' module
// (src/entry-landing-islands.ts) has them.
import type { Island } from './island';
import { start as lightbox } from './lightbox';
import { start as menu } from './menu';
import { start as meteors } from './meteors';
import { start as scrollRow } from './scroll-row';
import { start as videoModal } from './video-modal';

export const landingIslands = {
  lightbox,
  menu,
  meteors,
  'scroll-row': scrollRow,
  'video-modal': videoModal,
} satisfies Record<string, Island>;
