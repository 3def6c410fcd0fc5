import { createFileRoute } from '@tanstack/react-router';
import { WhatsAppLinkCreatorPage } from '../../components/whatsapp-tool/whatsapp-link-creator-page';
import { pagesSeo, siteIdentity } from '../../content/seo';
import { pageHead } from '../../domain/seo/page-head';
import { TOOLS_MANIFEST } from '../../domain/tools-app';

export const Route = createFileRoute('/ferramentas/whatsapp-link-creator')({
  head: () => {
    const head = pageHead(pagesSeo.whatsappTool, siteIdentity);
    // The tools install as an app (the landing page's head stays as it is).
    return { ...head, links: [...head.links, { rel: 'manifest', href: TOOLS_MANIFEST }] };
  },
  component: WhatsAppLinkCreatorPage,
});
