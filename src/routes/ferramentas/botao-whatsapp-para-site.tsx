import { createFileRoute } from '@tanstack/react-router';
import { SiteButtonPage } from '../../components/site-button/site-button-page';
import { siteIdentity, toolSeo } from '../../content/seo';
import { pageHead } from '../../domain/seo/page-head';

export const Route = createFileRoute('/ferramentas/botao-whatsapp-para-site')({
  head: () => pageHead(toolSeo('site-button'), siteIdentity),
  component: SiteButtonPage,
});
