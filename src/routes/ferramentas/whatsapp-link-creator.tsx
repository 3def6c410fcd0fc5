import { createFileRoute } from '@tanstack/react-router';
import { WhatsAppLinkCreatorPage } from '../../components/whatsapp-tool/whatsapp-link-creator-page';
import { siteConfig } from '../../config/site';
import { whatsappTool } from '../../content/whatsapp-tool';

export const Route = createFileRoute('/ferramentas/whatsapp-link-creator')({
  head: () => ({
    meta: [
      { title: `${whatsappTool.title} grátis · ${siteConfig.agencyName}` },
      { name: 'description', content: whatsappTool.intro },
    ],
  }),
  component: WhatsAppLinkCreatorPage,
});
