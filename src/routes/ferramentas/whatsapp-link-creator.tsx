import { createFileRoute } from '@tanstack/react-router';
import { WhatsAppLinkCreatorPage } from '../../components/whatsapp-tool/whatsapp-link-creator-page';
import { whatsappTool } from '../../content/whatsapp-tool';

export const Route = createFileRoute('/ferramentas/whatsapp-link-creator')({
  head: () => ({
    meta: [
      { title: whatsappTool.documentTitle },
      { name: 'description', content: whatsappTool.intro },
    ],
  }),
  component: WhatsAppLinkCreatorPage,
});
