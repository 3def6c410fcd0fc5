// Content for the full-screen menu: section anchors, the external link hub, tools and socials.
import { siteConfig } from '../config/site';
import type { ContactChannelId } from './contact';
import { whatsappChatUrl } from './contact';
import { tools } from './tools';

export interface SectionEntry {
  label: string;
  /** Id of the landing-page section it scrolls to. */
  anchor: string;
}

export const menuLabels = {
  open: 'Abrir menu',
  close: 'Fechar menu',
  title: 'Menu',
  tools: 'Ferramentas',
  more: 'Muito mais',
  socialHeading: 'Redes sociais',
};

export const sectionEntries: readonly SectionEntry[] = [
  { label: 'Início', anchor: 'hero' },
  { label: 'Serviços', anchor: 'services' },
  { label: 'Portfólio', anchor: 'portfolio' },
  { label: 'Sobre', anchor: 'about' },
  { label: 'Depoimentos', anchor: 'testimonials' },
  { label: 'Contato', anchor: 'contact' },
];

export const linkHubUrl = siteConfig.linkHubUrl;

/** The tools, as router links: a tool whose path is no route fails to compile. */
export const toolEntries = tools.map((tool) => ({ to: tool.path, label: tool.label }));

export interface SocialEntry {
  id: ContactChannelId;
  label: string;
  url: string;
}

export const socialEntries: readonly SocialEntry[] = [
  {
    id: 'instagram',
    label: `Instagram da ${siteConfig.agencyName}`,
    url: siteConfig.social.instagram,
  },
  { id: 'tiktok', label: `TikTok da ${siteConfig.agencyName}`, url: siteConfig.social.tiktok },
  { id: 'youtube', label: `YouTube da ${siteConfig.agencyName}`, url: siteConfig.social.youtube },
  { id: 'whatsapp', label: `WhatsApp da ${siteConfig.agencyName}`, url: whatsappChatUrl },
];
