// Labels of shared interface parts: toasts, the header, the floating buttons, the skip link.
import { siteConfig } from '../config/site';

export const uiLabels = {
  closeToast: 'Fechar aviso',
  /** The toasts' region, as assistive technology names it (Alt+T brings focus to it). */
  toastRegion: 'Avisos (Alt+T)',
  homeLink: `${siteConfig.agencyName}: página inicial`,
  /** The inner pages' header link back to the landing page. */
  backHome: 'Voltar para o início',
  /** The end of those words, all the link shows on the narrowest phones (it would wrap there). */
  backHomeShort: 'início',
  floatingWhatsapp: 'Conversar no WhatsApp',
  backToTop: 'Voltar ao topo',
  skipToContent: 'Pular para o conteúdo',
};
