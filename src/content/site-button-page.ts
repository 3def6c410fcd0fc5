// The site-button page's name, tab title and description. Every route's head (and so every
// page's startup script) needs them; the page's own copy (site-button-page-copy.ts) loads with the
// page only.
import { siteConfig } from '../config/site';

export const siteButtonPage = {
  title: 'Botão de WhatsApp para o seu site',
  documentTitle: `Botão de WhatsApp para site grátis · ${siteConfig.agencyName}`,
  description:
    'Crie grátis o botão de WhatsApp do seu site: cor, lado, texto e horário, com prévia e código HTML e CSS pronto para colar, sem script de fora nem cookie.',
} as const;
