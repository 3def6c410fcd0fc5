import { createFileRoute } from '@tanstack/react-router';
import { WhatsAppLinkCreatorPage } from '../../components/whatsapp-link-creator/whatsapp-link-creator-page';
import { siteIdentity, toolSeo } from '../../content/seo';
import { pageHead } from '../../domain/seo/page-head';

export const Route = createFileRoute('/ferramentas/whatsapp-link-creator')({
  head: () => pageHead(toolSeo('whatsapp-link-creator'), siteIdentity),
  component: WhatsAppLinkCreatorPage,
});
