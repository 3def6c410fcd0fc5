// The tools: the one list the menu, the footer, each tool page's head, the installed app's
// shortcuts and the tools' app read. What a tool says on its own page loads with that page
// (src/content/<name>.ts). Adding a tool: README, "Add a tool".
import { siteConfig } from '../config/site';

export interface Tool {
  /** Its one name in the code: its content, component folder, machine and tests. */
  readonly name: string;
  /** Its page's address: Portuguese, as visitors and search engines read it. */
  readonly path: `/ferramentas/${string}`;
  /** In the menu, the footer and the installed app's shortcuts. */
  readonly label: string;
  /** The page's heading. */
  readonly title: string;
  /** The browser tab's title. */
  readonly documentTitle: string;
  /** For search engines and link previews. */
  readonly description: string;
}

export const tools = [
  {
    name: 'whatsapp-link-creator',
    path: '/ferramentas/whatsapp-link-creator',
    label: 'Criador de Link WhatsApp',
    title: 'Criador de Link WhatsApp',
    documentTitle: `Criador de Link WhatsApp grátis · ${siteConfig.agencyName}`,
    description:
      'Crie grátis um link do WhatsApp com o seu número e uma mensagem pronta. Sem cadastro, tudo no seu navegador: copie e use na bio, em anúncios ou no site.',
  },
  {
    name: 'site-button',
    path: '/ferramentas/botao-whatsapp-para-site',
    label: 'Botão de WhatsApp para site',
    title: 'Botão de WhatsApp para o seu site',
    documentTitle: `Botão de WhatsApp para site grátis · ${siteConfig.agencyName}`,
    description:
      'Crie grátis o botão de WhatsApp do seu site: cor, lado, texto e horário, com prévia e código HTML e CSS pronto para colar, sem script de fora nem cookie.',
  },
] as const satisfies readonly Tool[];

export type ToolName = (typeof tools)[number]['name'];

/** A tool by its name. */
export function tool<Name extends ToolName>(
  name: Name,
): Extract<(typeof tools)[number], { name: Name }> {
  const found = tools.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no tool named ${name}`);
  return found as Extract<(typeof tools)[number], { name: Name }>;
}
