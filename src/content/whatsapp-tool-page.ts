// The tool page's name and tab title. Every route's head (and so every page's startup script)
// needs them; the rest of the tool's copy (whatsapp-tool.ts) loads with the tool only.
import { siteConfig } from '../config/site';

export const whatsappToolPage = {
  title: 'Criador de Link WhatsApp',
  documentTitle: `Criador de Link WhatsApp grátis · ${siteConfig.agencyName}`,
} as const;
