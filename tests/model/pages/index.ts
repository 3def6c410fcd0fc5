import { lightboxPage, videoModalPage } from './dialogs';
import { meteorsPage } from './meteors';
import type { PageModel } from './page-model';
import { backToTopPage, menuPage } from './simple';
import { whatsappLinkPage } from './whatsapp-link';

/** Every machine's model, as played in the browser. */
export const pageModels: readonly PageModel[] = [
  whatsappLinkPage,
  menuPage,
  lightboxPage,
  videoModalPage,
  backToTopPage,
  meteorsPage,
];
