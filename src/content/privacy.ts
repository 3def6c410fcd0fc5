// Content for the privacy notice /privacidade, and the links to it from the footer and the tool.
import { siteConfig } from '../config/site';
import { whatsappChatUrl } from './contact';

export interface PrivacyLink {
  label: string;
  href: string;
}

export interface PrivacySection {
  heading: string;
  paragraphs: readonly string[];
  /** An external page the section points to (opens in a new tab). */
  link?: PrivacyLink;
}

export interface PrivacyContent {
  title: string;
  updated: string;
  intro: string;
  sections: readonly PrivacySection[];
  /** Label of the links to this page. */
  linkLabel: string;
  /** The line next to the tool's form, before the link to this page. */
  toolNote: string;
}

export const privacy: PrivacyContent = {
  title: 'Política de privacidade',
  updated: 'Última atualização: novembro de 2026.',
  intro: `Em poucas palavras: o que acontece com os seus dados quando você visita o site da ${siteConfig.agencyName} e usa o Criador de Link WhatsApp.`,
  sections: [
    {
      heading: 'O que o site coleta',
      paragraphs: [
        'O site não tem cadastro, formulário de contato, cookies próprios nem ferramenta de análise de audiência: não guardamos nenhuma informação sobre você.',
        'Como em qualquer site, o servidor que entrega as páginas pode registrar por pouco tempo dados técnicos da conexão (endereço IP, navegador e página pedida), usados apenas para manter o site no ar e seguro.',
      ],
    },
    {
      heading: 'O Criador de Link WhatsApp',
      paragraphs: [
        'O número e a mensagem que você digita são usados só no seu navegador, para montar o link. Eles não são enviados para nós nem para ninguém, não ficam salvos e somem quando você fecha a página.',
        'O WhatsApp só recebe o número e a mensagem se você abrir ou compartilhar o link gerado.',
      ],
    },
    {
      heading: 'O script de anúncios',
      paragraphs: [
        'A página da ferramenta exibe anúncios do Google AdSense. Para isso, ela carrega um script do Google que recebe dados técnicos do seu acesso (endereço IP, navegador e página visitada) e pode usar cookies para exibir e medir anúncios.',
        'Esse script é carregado apenas na página da ferramenta e nunca recebe o que você digita no formulário.',
      ],
      link: {
        label: 'Como o Google usa os dados dos anúncios',
        href: 'https://policies.google.com/technologies/ads?hl=pt-BR',
      },
    },
    {
      heading: 'Vídeos e redes sociais',
      paragraphs: [
        'As miniaturas dos vídeos vêm dos servidores do YouTube. Um vídeo só é carregado quando você o abre, no modo de privacidade aprimorada do YouTube (youtube-nocookie.com).',
        'Os botões de WhatsApp, Instagram, TikTok e YouTube levam você a esses serviços, que seguem as próprias políticas de privacidade.',
      ],
    },
    {
      heading: 'Seus direitos',
      paragraphs: [
        'A Lei Geral de Proteção de Dados (LGPD) garante a você o direito de saber como os seus dados são tratados. Se tiver qualquer dúvida, fale com a gente.',
      ],
      link: { label: 'Falar com a gente no WhatsApp', href: whatsappChatUrl },
    },
  ],
  linkLabel: 'Política de privacidade',
  toolNote: 'Seus dados não saem do seu navegador.',
};
