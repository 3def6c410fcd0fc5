import { createFileRoute } from '@tanstack/react-router';
import { SiteButtonPage } from '../../components/site-button-page/site-button-page';
import { pagesSeo, siteIdentity } from '../../content/seo';
import { pageHead } from '../../domain/seo/page-head';

export const Route = createFileRoute('/ferramentas/botao-whatsapp-para-site')({
  head: () => pageHead(pagesSeo.siteButton, siteIdentity),
  component: SiteButtonPage,
});
