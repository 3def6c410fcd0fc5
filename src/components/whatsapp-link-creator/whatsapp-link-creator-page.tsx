import { siteConfig } from '../../config/site';
import { whatsappLinkCreator } from '../../content/whatsapp-link-creator';
import { useAdsWhileShown } from '../../hooks/use-ads-while-shown';
import { ToolPage } from '../tools/tool-page';
import { WhatsAppLinkForm } from './whatsapp-link-form';

/** The link creator's page: the tool in its card, then how it works. */
export function WhatsAppLinkCreatorPage() {
  useAdsWhileShown(siteConfig.ads);
  return <ToolPage copy={whatsappLinkCreator} tool={<WhatsAppLinkForm />} />;
}
