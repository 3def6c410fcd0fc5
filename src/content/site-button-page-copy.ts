// The site-button page around the tool: intro, where to paste the code on each platform, how it
// works. Typed data, loaded with the page only. The tool's own form copy is site-button.ts.
import { siteButtonPage } from './site-button-page';
import type { HowItWorksStep } from './tool-page';

export interface PasteGuide {
  /** Stable id: the guide's heading id and the tests' handle. */
  readonly id: 'wix' | 'nuvemshop' | 'shopify' | 'wordpress-blocks' | 'wordpress-classic' | 'gtm';
  readonly platform: string;
  /** The steps in the platform's own words (its menus as its Portuguese admin names them). */
  readonly steps: readonly string[];
  /** What to know before or after pasting (a plan it needs, what an update undoes). */
  readonly note?: string;
}

export interface SiteButtonPageCopy {
  title: string;
  intro: string;
  guidesHeading: string;
  guidesIntro: string;
  guides: readonly PasteGuide[];
  /** Said once, after the guides: how to check the button once it is pasted. */
  guidesCheck: string;
  howItWorksHeading: string;
  howItWorks: readonly HowItWorksStep[];
  /** The line under the tool: what the snippet does and does not do on the business's site. */
  snippetPrivacy: string;
}

export const siteButtonPageCopy: SiteButtonPageCopy = {
  title: siteButtonPage.title,
  intro:
    'Monte o botão flutuante de WhatsApp do seu site: número, mensagem, cor, lado, texto e até o horário em que ele aparece. Veja como fica numa página de exemplo e copie o código pronto para colar no seu site. É grátis e não precisa de cadastro.',
  guidesHeading: 'Onde colar o código',
  guidesIntro:
    'Copie o código gerado acima e cole uma única vez, num lugar que vale para todas as páginas do site, como nos passos abaixo. Ele não carrega nada de fora: funciona em qualquer plataforma que aceite HTML.',
  guides: [
    {
      id: 'wix',
      platform: 'Wix',
      steps: [
        'No painel do site, abra Configurações e, em Avançado, Código personalizado.',
        'Clique em + Adicionar código personalizado e cole o código na caixa.',
        'Dê um nome (por exemplo, “Botão WhatsApp”), escolha Todas as páginas e, em “Posicionar o código em”, Body - fim.',
        'Clique em Aplicar. O botão aparece no site publicado, não no editor.',
      ],
      note: 'O Wix só libera o código personalizado em sites com um plano Premium e domínio conectado.',
    },
    {
      id: 'nuvemshop',
      platform: 'Nuvemshop',
      steps: [
        'No administrador da loja, abra Configurações e depois Códigos externos.',
        'Cole o código no campo de códigos que valem para todas as páginas da loja.',
        'Salve as alterações e abra a loja para conferir.',
      ],
      note: 'Se a sua loja usa o Google Tag Manager (o ID dele também fica em Códigos externos), você pode seguir o guia do Google Tag Manager em vez deste.',
    },
    {
      id: 'shopify',
      platform: 'Shopify',
      steps: [
        'No admin, abra Loja virtual e depois Temas.',
        'No tema publicado, clique no botão … e em Editar código.',
        'Na pasta layout, abra o arquivo theme.liquid.',
        'Cole o código logo antes de </body>, perto do fim do arquivo, e clique em Salvar.',
      ],
      note: 'Ao trocar de tema, cole o código de novo no theme.liquid do tema novo.',
    },
    {
      id: 'wordpress-blocks',
      platform: 'WordPress com tema de blocos (sem plugin)',
      steps: [
        'No painel, abra Aparência e depois Editor.',
        'Vá em Padrões, Partes do modelo, e abra o Rodapé.',
        'Adicione um bloco HTML personalizado no fim do rodapé, cole o código e clique em Salvar.',
      ],
    },
    {
      id: 'wordpress-classic',
      platform: 'WordPress com tema clássico (sem plugin)',
      steps: [
        'No painel, abra Aparência e depois Editor de arquivos de tema.',
        'Na lista de arquivos do tema, escolha footer.php.',
        'Cole o código logo antes de </body> e clique em Atualizar arquivo.',
      ],
      note: 'Uma atualização do tema apaga o que foi colado no footer.php: use um tema filho ou cole de novo depois de atualizar.',
    },
    {
      id: 'gtm',
      platform: 'Google Tag Manager',
      steps: [
        'No contêiner do site, abra Tags e clique em Nova.',
        'Em Configuração da tag, escolha HTML personalizado e cole o código.',
        'Em Acionamento, escolha All Pages (todas as páginas) e salve a tag.',
        'Clique em Enviar e publique a versão.',
      ],
      note: 'A opção “Suportar document.write” pode ficar desmarcada: o código não usa document.write.',
    },
  ],
  guidesCheck:
    'Depois de colar, abra o site numa aba anônima, confira o botão no celular e no computador e toque nele: a conversa tem que abrir com o seu número e a sua mensagem.',
  howItWorksHeading: 'Como funciona',
  howItWorks: [
    {
      title: 'Monte',
      text: 'Digite o número e a mensagem, escolha a cor, o lado, o texto e onde e quando o botão aparece.',
    },
    {
      title: 'Confira',
      text: 'A prévia mostra o botão numa página de exemplo, do jeito que ele vai ficar.',
    },
    {
      title: 'Copie e cole',
      text: 'Copie o código, que é só HTML e CSS (e umas poucas linhas de script, só nas opções que precisam), e cole no seu site seguindo o guia da sua plataforma.',
    },
  ],
  snippetPrivacy:
    'O botão não carrega nada de fora, não grava cookie e não faz nenhuma requisição até alguém clicar nele.',
};
