// The installed tools' names, as the phone shows them (home screen, app list, share sheet).
import { siteConfig } from '../config/site';
import type { ToolsAppText } from '../domain/tools-app';

export const toolsAppText: ToolsAppText = {
  name: `Ferramentas ${siteConfig.agencyName}`,
  shortName: 'Ferramentas',
  description:
    'Ferramentas grátis da agência: o Criador de Link WhatsApp, que funciona até sem internet e recebe números e textos compartilhados de outros apps.',
};
