// Content for the Contact section (anchor #contact): WhatsApp call to action and social channels.
import { siteConfig } from '../config/site';
import { chatLink } from '../domain/whatsapp-link';

/**
 * Stable key per channel, and the name of its brand icon (`<AssetIcon name={channel.id}>`: the
 * type checker holds every key to an icon of src/components/icons/icon-assets.ts).
 */
export type ContactChannelId = 'whatsapp' | 'instagram' | 'tiktok' | 'youtube';

export interface ContactChannel {
  id: ContactChannelId;
  label: string;
  /** Visible handle or short hint under the label. */
  detail: string;
  url: string;
}

export interface ContactSection {
  eyebrow: string;
  heading: string;
  text: string;
  ctaLabel: string;
  hours: string;
  channelsHeading: string;
}

/** WhatsApp chat with the agency, prefilled with the configured greeting. */
export const whatsappChatUrl = chatLink(siteConfig.whatsapp.number, siteConfig.whatsapp.greeting);

export const contact: ContactSection = {
  eyebrow: 'Contato',
  heading: 'Vamos conversar sobre o seu negócio?',
  text: 'Conte o que você vende, onde atende e qual é o seu maior desafio hoje. Alguém da equipe responde com um diagnóstico inicial e os próximos passos, sem compromisso.',
  ctaLabel: 'Chamar no WhatsApp',
  hours: 'Atendimento de segunda a sexta, das 9h às 18h',
  channelsHeading: 'Acompanhe também',
};

export const contactChannels: readonly ContactChannel[] = [
  {
    id: 'whatsapp',
    label: 'WhatsApp',
    detail: 'Resposta rápida em horário comercial',
    url: whatsappChatUrl,
  },
  {
    id: 'instagram',
    label: 'Instagram',
    detail: 'Bastidores e dicas diárias',
    url: siteConfig.social.instagram,
  },
  {
    id: 'tiktok',
    label: 'TikTok',
    detail: 'Ideias de vídeos curtos',
    url: siteConfig.social.tiktok,
  },
  {
    id: 'youtube',
    label: 'YouTube',
    detail: 'Tutoriais e cases completos',
    url: siteConfig.social.youtube,
  },
];
