import { createFileRoute } from '@tanstack/react-router';
import { WhatsAppLinkCreatorPage } from '../../components/whatsapp-tool/whatsapp-link-creator-page';
import { pagesSeo, siteIdentity } from '../../content/seo';
import { pageHead } from '../../domain/seo/page-head';

export const Route = createFileRoute('/ferramentas/whatsapp-link-creator')({
  head: () => pageHead(pagesSeo.whatsappTool, siteIdentity),
  component: WhatsAppLinkCreatorPage,
});
