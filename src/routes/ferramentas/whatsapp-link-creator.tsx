import { createFileRoute } from '@tanstack/react-router';
import { fetchExtras } from '../../components/whatsapp-link-creator/load-extras';
import { WhatsAppLinkCreatorPage } from '../../components/whatsapp-link-creator/whatsapp-link-creator-page';
import { siteIdentity, toolSeo } from '../../content/seo';
import { pageHead } from '../../domain/seo/page-head';

export const Route = createFileRoute('/ferramentas/whatsapp-link-creator')({
  head: () => pageHead(toolSeo('whatsapp-link-creator'), siteIdentity),
  // Loads no data: starts fetching the result panel's code with the app's start.
  loader: fetchExtras,
  component: WhatsAppLinkCreatorPage,
});
