import { backToTopPage } from './back-to-top';
import { channelLinksPage } from './channel-links';
import { videoModalPage } from './dialogs';
import { lightboxPage } from './lightbox';
import { menuPage } from './menu';
import { meteorsPage } from './meteors';
import type { PageModel } from './page-model';
import { printKitPage } from './print-kit';
import { siteButtonPage } from './site-button';
import { whatsappLinkPage } from './whatsapp-link-creator';

/** Every machine's model, as played in the browser. */
export const pageModels: readonly PageModel[] = [
  whatsappLinkPage,
  siteButtonPage,
  channelLinksPage,
  printKitPage,
  menuPage,
  lightboxPage,
  videoModalPage,
  backToTopPage,
  meteorsPage,
];
