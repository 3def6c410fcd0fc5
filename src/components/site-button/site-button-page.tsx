import { siteButtonPage as copy } from '../../content/site-button';
import { SiteButtonTool } from '../site-button/site-button-tool';
import { ToolPage } from '../tools/tool-page';
import { PasteGuides } from './paste-guides';

/** The site-button maker's page: the tool in its card, where to paste its code, how it works. */
export function SiteButtonPage() {
  return (
    <ToolPage copy={copy} tool={<SiteButtonTool />} closing={copy.snippetPrivacy} wide>
      <PasteGuides />
    </ToolPage>
  );
}
