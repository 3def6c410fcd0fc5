// Head data of every page: titles, descriptions, the sharing image and the structured data.
import { agencyDescription, siteConfig } from '../config/site';
import { absoluteUrl, type PageSeo, type SiteIdentity } from '../domain/seo/page-head';
import { freeWebApplication, professionalService } from '../domain/seo/structured-data';
import { type Tool, tool, type ToolName } from './tools';

const { agencyName, siteUrl } = siteConfig;

/** The language every page is written in (`<html lang>`, the structured data's). */
export const siteLanguage = 'pt-BR';

export const siteIdentity: SiteIdentity = {
  siteUrl,
  siteName: agencyName,
  locale: 'pt_BR',
  image: {
    path: '/og-image.png',
    width: 1200,
    height: 630,
    type: 'image/png',
    alt: `${agencyName}: ${siteConfig.tagline}`,
  },
};

export const pagesSeo = {
  home: {
    path: '/',
    title: `${agencyName} · ${siteConfig.tagline}`,
    description: agencyDescription,
    structuredData: professionalService({
      name: agencyName,
      description: agencyDescription,
      url: absoluteUrl(siteUrl, '/'),
      logoUrl: absoluteUrl(siteUrl, '/favicon.svg'),
      imageUrl: absoluteUrl(siteUrl, siteIdentity.image.path),
      telephone: `+${siteConfig.whatsapp.number}`,
      areaServed: 'BR',
      sameAs: Object.values(siteConfig.social),
    }),
  },
  privacy: {
    path: '/privacidade',
    title: `Política de privacidade · ${agencyName}`,
    description: `O que o site da ${agencyName} e o script de anúncios coletam, e por que o que você digita no Criador de Link WhatsApp nunca sai do seu navegador.`,
  },
} satisfies Record<string, PageSeo>;

/** A tool page's head data: from the tools' list (src/content/tools.ts). */
export function toolSeo(name: ToolName): PageSeo {
  const { path, title, documentTitle, description }: Tool = tool(name);
  return {
    path,
    title: documentTitle,
    description,
    structuredData: freeWebApplication({
      name: title,
      description,
      url: absoluteUrl(siteUrl, path),
      applicationCategory: 'BusinessApplication',
      inLanguage: siteLanguage,
      currency: 'BRL',
      provider: { name: agencyName, url: absoluteUrl(siteUrl, '/') },
    }),
  };
}

/** Title of the 404 page, which stays out of search results. */
export const notFoundTitle = `Página não encontrada · ${agencyName}`;
