// Content for the privacy notice /privacidade (the links to it: privacy-links.ts).
import { siteConfig } from '../config/site';
import { formatNumber } from '../domain/number-format';
import { RECENT_LINK_MAX_LENGTH, RECENT_LINKS_LIMIT } from '../domain/recent-links';
import { whatsappChatUrl } from './contact';
import { siteButton } from './site-button';
import { siteButtonWidget } from './site-button-widget';
import { tool } from './tools';
import { whatsappLinkCreator } from './whatsapp-link-creator';

const LINK_CREATOR = tool('whatsapp-link-creator').title;
const SITE_BUTTON = tool('site-button').title;

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
}

export const privacy: PrivacyContent = {
  title: 'Política de privacidade',
  updated: 'Última atualização: novembro de 2026.',
  intro: `Em poucas palavras: o que acontece com os seus dados quando você visita o site da ${siteConfig.agencyName} e usa as ferramentas ${LINK_CREATOR} e ${SITE_BUTTON}.`,
  sections: [
    {
      heading: 'Quem responde pelos seus dados',
      paragraphs: [
        `Este site e as suas ferramentas são da ${siteConfig.company.legalName}, CNPJ ${siteConfig.company.cnpj}, ${siteConfig.company.address}: é ela quem responde pelos dados tratados aqui (a controladora, nos termos da LGPD). Para falar sobre os seus dados, escreva para ${siteConfig.email}.`,
      ],
    },
    {
      heading: 'O que o site coleta',
      paragraphs: [
        'O site não tem cadastro, formulário de contato, cookies próprios nem ferramenta de análise de audiência: não recebemos nem guardamos nenhuma informação sobre você.',
        'Como em qualquer site, o servidor que entrega as páginas pode registrar por pouco tempo dados técnicos da conexão (endereço IP, navegador e página pedida), usados apenas para manter o site no ar e seguro.',
      ],
    },
    {
      heading: `O ${LINK_CREATOR}`,
      paragraphs: [
        'O número e a mensagem que você digita são usados no seu navegador, para montar o link. Eles não são enviados para nós.',
        `Para você reaproveitar um link, os últimos ${RECENT_LINKS_LIMIT} que você criou (número, país, mensagem e o link) ficam guardados neste aparelho, no armazenamento local do navegador, até você apagá-los. Um link com mais de ${formatNumber(RECENT_LINK_MAX_LENGTH)} caracteres (uma mensagem muito longa) não é guardado.`,
        `Para apagá-los, toque em “${whatsappLinkCreator.recentClearLabel}”, em “${whatsappLinkCreator.recentHeading}” na ferramenta, ou limpe os dados deste site nas configurações do navegador. Numa janela anônima, nada fica guardado depois que ela é fechada.`,
        `Para não guardar nenhum, desligue “${whatsappLinkCreator.recentKeepLabel}”, em “${whatsappLinkCreator.recentHeading}” (a lista aparece abaixo da ferramenta a partir do primeiro link criado): os links guardados são apagados na hora, e só essa escolha fica guardada neste aparelho, para valer nas próximas visitas.`,
        'Para a ferramenta abrir mesmo sem internet, o navegador guarda neste aparelho uma cópia das páginas e dos arquivos das ferramentas (nunca o que você digita), trocada a cada nova versão do site e apagada quando você limpa os dados deste site. Com o app instalado e já aberto uma vez, um número ou texto que você compartilha com ele vai direto para os campos da ferramenta, sem passar pelo nosso servidor.',
        'O WhatsApp só recebe o número e a mensagem se você abrir ou compartilhar o link gerado.',
      ],
    },
    {
      heading: `O ${SITE_BUTTON}`,
      paragraphs: [
        'O número, a mensagem e as demais escolhas que você faz no criador do botão são usados no seu navegador, para montar a prévia e o código. Eles não são enviados para nós e não ficam guardados neste aparelho: ao fechar ou recarregar a página, somem.',
        `Se você marcar “${siteButton.includePageLabel}”, ou usar {titulo}, {pagina}, {produto} ou {preco} na mensagem, o botão instalado no seu site coloca na mensagem o título, o endereço da página ou o produto que o seu visitante está vendo; com “${siteButtonWidget.campaignLabel}”, também a campanha de onde ele veio. Ele vê esse texto no WhatsApp antes de enviar e pode apagá-lo; só chega a você se ele enviar.`,
        `O botão instalado não grava cookies e não faz nenhuma requisição até o visitante tocar nele. No navegador do visitante, no armazenamento local do seu site, ele guarda só duas coisas, e só se você escolher as opções: o dia em que o visitante fechou o balão de mensagem (para não mostrá-lo de novo no mesmo dia) e, no rodízio em que “${siteButtonWidget.rotations.labels.sticky.toLowerCase()}”, qual número coube a ele.`,
        `Com “${siteButtonWidget.trackLabel}”, cada clique é contado nas ferramentas de medição que o seu site já tem (Google Analytics, Google Tag Manager, Pixel da Meta), com o nome do atendente e o número escolhidos; o botão nunca as carrega por conta própria. Se o seu site tem uma política de privacidade, vale contar isso a quem o visita.`,
      ],
    },
    {
      heading: 'O script de anúncios',
      paragraphs: [
        'A página da ferramenta exibe anúncios do Google AdSense. Para isso, ela carrega um script do Google que recebe dados técnicos do seu acesso (endereço IP, navegador e página visitada) e pode usar cookies para exibir e medir anúncios.',
        `Esse script é carregado apenas na página do ${LINK_CREATOR}: a mesma página em que você digita o número e a mensagem. Nós não enviamos a ele o que você digita, mas, como ele roda nessa página, poderia ler o número e a mensagem enquanto estão nos campos, e também os links recentes guardados neste aparelho. Se preferir que eles fiquem fora do alcance do script, use um bloqueador de anúncios nesta página, apague o histórico depois de usar a ferramenta ou desligue a opção de guardá-lo.`,
        `A página do ${SITE_BUTTON} não carrega esse script.`,
      ],
      link: {
        label: 'Como o Google usa os dados dos anúncios',
        href: 'https://policies.google.com/technologies/ads?hl=pt-BR',
      },
    },
    {
      heading: 'Vídeos e redes sociais',
      paragraphs: [
        'As miniaturas dos vídeos são servidas pelo próprio site. Um vídeo só é carregado do YouTube quando você o abre, no modo de privacidade aprimorada (youtube-nocookie.com).',
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
};
