// The installed tools' names, as the phone shows them (home screen, app list, share sheet).
import { siteConfig } from '../config/site';
import type { ToolsAppText } from '../domain/tools-app';

export const toolsAppText: ToolsAppText = {
  name: `Ferramentas ${siteConfig.agencyName}`,
  shortName: 'Ferramentas',
  description:
    'Ferramentas grátis da agência, que funcionam até sem internet: o Criador de Link WhatsApp, que recebe números e textos compartilhados de outros apps, e o Botão de WhatsApp para o seu site.',
};
