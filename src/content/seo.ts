// Head data of every page: titles, descriptions, the sharing image and the structured data.
import { siteConfig } from '../config/site';
import { agencyDescription } from './agency';
import { absoluteUrl, type PageSeo, type SiteIdentity } from '../domain/seo/page-head';
import { freeWebApplication, professionalService } from '../domain/seo/structured-data';
import { siteButtonPage } from './site-button-page';
import { whatsappToolPage } from './whatsapp-tool-page';

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

const toolPath = '/ferramentas/whatsapp-link-creator';
const toolDescription =
  'Crie grátis um link do WhatsApp com o seu número e uma mensagem pronta. Sem cadastro, tudo no seu navegador: copie e use na bio, em anúncios ou no site.';

const siteButtonPath = '/ferramentas/botao-whatsapp-para-site';

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
  whatsappTool: {
    path: toolPath,
    title: whatsappToolPage.documentTitle,
    description: toolDescription,
    structuredData: freeWebApplication({
      name: whatsappToolPage.title,
      description: toolDescription,
      url: absoluteUrl(siteUrl, toolPath),
      applicationCategory: 'BusinessApplication',
      inLanguage: siteLanguage,
      currency: 'BRL',
      provider: { name: agencyName, url: absoluteUrl(siteUrl, '/') },
    }),
  },
  siteButton: {
    path: siteButtonPath,
    title: siteButtonPage.documentTitle,
    description: siteButtonPage.description,
    structuredData: freeWebApplication({
      name: siteButtonPage.title,
      description: siteButtonPage.description,
      url: absoluteUrl(siteUrl, siteButtonPath),
      applicationCategory: 'BusinessApplication',
      inLanguage: siteLanguage,
      currency: 'BRL',
      provider: { name: agencyName, url: absoluteUrl(siteUrl, '/') },
    }),
  },
  privacy: {
    path: '/privacidade',
    title: `Política de privacidade · ${agencyName}`,
    description: `O que o site da ${agencyName} e o script de anúncios coletam, e por que o que você digita no Criador de Link WhatsApp nunca sai do seu navegador.`,
  },
} satisfies Record<string, PageSeo>;

/** Title of the 404 page, which stays out of search results. */
export const notFoundTitle = `Página não encontrada · ${agencyName}`;
