import { createFileRoute } from '@tanstack/react-router';
import { SiteButtonPage } from '../../components/site-button-page/site-button-page';
import { pagesSeo, siteIdentity } from '../../content/seo';
import { pageHead } from '../../domain/seo/page-head';
import { TOOLS_MANIFEST } from '../../domain/tools-app';

export const Route = createFileRoute('/ferramentas/botao-whatsapp-para-site')({
  head: () => {
    const head = pageHead(pagesSeo.siteButton, siteIdentity);
    // A tool: it installs with the others as one app, and works offline after one visit.
    return { ...head, links: [...head.links, { rel: 'manifest', href: TOOLS_MANIFEST }] };
  },
  component: SiteButtonPage,
});
