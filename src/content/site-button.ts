// Copy of the chat-button maker (/ferramentas/botao-whatsapp-para-site): its form, preview,
// snippet and toasts, and the page around it (where to paste the code, how it works).
import type { ToastText } from '../browser/toast';
import type { PreviewDevice } from '../../machines/siteButton';
import type { ButtonDevices, ButtonSide, SiteButtonProblem } from '../domain/site-button';
import type { SiteButtonForm } from '../domain/site-button-form';
import { SITE_BUTTON_LIMITS, WHATSAPP_GREEN } from '../domain/site-button-limits';
import type { TimeZoneNames } from '../domain/time-zones';
import type { SiteButtonSwatch } from '../theme/site-button-swatches';
import type { HowItWorksStep } from './tool-page';
import { tool } from './tools';

/** The seconds fields' problem: when the button shows, and when its bubble does. */
const SECONDS_PROBLEM = `Digite um número inteiro de segundos, de 0 a ${SITE_BUTTON_LIMITS.maxSeconds}.`;

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export interface SiteButtonContent {
  formLabel: string;
  phoneLabel: string;
  phonePlaceholder: string;
  messageLabel: string;
  messagePlaceholder: string;
  messageHelper: string;
  sideLabel: string;
  sides: readonly Choice<ButtonSide>[];
  colorLabel: string;
  /** The text field beside the picker, for a colour given as a code. */
  colorCodeLabel: string;
  colorPickerLabel: string;
  swatchesLabel: string;
  /** Each ready-made colour's name, in the order shown. */
  swatches: Readonly<Record<SiteButtonSwatch, string>>;
  labelLabel: string;
  labelHelper: (max: number) => string;
  devicesLabel: string;
  devices: readonly Choice<ButtonDevices>[];
  hoursToggle: string;
  hoursDaysLabel: string;
  /** Sunday first, as `Date.getDay` counts. */
  weekdays: readonly string[];
  opensLabel: string;
  closesLabel: string;
  zoneLabel: string;
  /** Under the zone chooser: whose clock the button follows. */
  zoneNote: string;
  /** The chooser's zones, in Portuguese (src/domain/time-zones.ts lists them). */
  timeZones: TimeZoneNames;
  includePageLabel: string;
  includePageHelper: string;
  problems: Readonly<Record<SiteButtonProblem, string>>;
  previewHeading: string;
  previewDevicesLabel: string;
  previewDevices: readonly Choice<PreviewDevice>[];
  /** The toggle below computer widths, which opens the preview over the form. */
  previewShowLabel: string;
  previewHideLabel: string;
  /** The sample page's made-up shop. */
  sampleShop: { name: string; heading: string; text: string; price: string };
  /** The icon-only button's name, as the snippet names it. */
  iconOnlyLabel: string;
  /** What the snippet's script will do, in words. */
  behaviour: {
    always: string;
    afterSeconds: (seconds: number) => string;
    afterSomeScroll: string;
    atHalfPage: string;
    phonesOnly: string;
    computersOnly: string;
    hiddenOnThisScreen: string;
    hours: (days: string, opens: string, closes: string) => string;
    withPage: string;
  };
  snippetHeading: string;
  snippetLabel: string;
  snippetPending: string;
  /** No snippet yet, and something other than the number stops it. */
  snippetPendingProblems: string;
  /** Over the last snippet made, while the form has problems. */
  snippetLastValid: string;
  /** Over 'Copiar código' when the number is doubtful: fix it above or keep it. */
  confirmNumberHeading: string;
  confirmNumberText: string;
  confirmNumberLabel: string;
  copyLabel: string;
  copyingLabel: string;
  copiedLabel: string;
}

export const siteButton: SiteButtonContent = {
  formLabel: 'Configurar o botão',
  phoneLabel: 'Número do WhatsApp',
  phonePlaceholder: '(11) 91234-5678',
  messageLabel: 'Mensagem inicial (opcional)',
  messagePlaceholder: 'Olá! Vim pelo site e quero saber mais.',
  messageHelper: 'O cliente recebe este texto pronto para enviar.',
  sideLabel: 'Lado da tela',
  sides: [
    { value: 'right', label: 'Direita' },
    { value: 'left', label: 'Esquerda' },
  ],
  colorLabel: 'Cor do botão',
  colorCodeLabel: 'Código da cor',
  colorPickerLabel: 'Escolher a cor',
  swatchesLabel: 'Cores prontas',
  swatches: {
    whatsapp: 'Verde WhatsApp',
    teal: 'Verde-escuro',
    blue: 'Azul',
    black: 'Preto',
    pink: 'Rosa',
    yellow: 'Amarelo',
  },
  labelLabel: 'Texto do botão',
  labelHelper: (max) => `Até ${max} caracteres. Em branco, o botão mostra só o ícone.`,
  devicesLabel: 'Mostrar em',
  devices: [
    { value: 'all', label: 'Celulares e computadores' },
    { value: 'phones', label: 'Só celulares' },
    { value: 'computers', label: 'Só computadores' },
  ],
  hoursToggle: 'Mostrar só no horário de atendimento',
  hoursDaysLabel: 'Dias de atendimento',
  weekdays: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
  opensLabel: 'Abre às',
  closesLabel: 'Fecha às',
  zoneLabel: 'Fuso horário',
  zoneNote:
    'Começa no fuso deste aparelho. O botão segue este relógio: quem visita o seu site de outro fuso vê o botão no seu horário.',
  timeZones: {
    zones: {
      'America/Noronha': 'Fernando de Noronha',
      'America/Sao_Paulo': 'Brasília (São Paulo, Rio, Sul, Nordeste…)',
      'America/Belem': 'Belém (Pará e Amapá)',
      'America/Fortaleza': 'Fortaleza (Ceará)',
      'America/Recife': 'Recife (Pernambuco)',
      'America/Manaus': 'Manaus (Amazonas)',
      'America/Cuiaba': 'Cuiabá (Mato Grosso)',
      'America/Porto_Velho': 'Porto Velho (Rondônia)',
      'America/Boa_Vista': 'Boa Vista (Roraima)',
      'America/Rio_Branco': 'Rio Branco (Acre)',
      'Europe/Lisbon': 'Lisboa (Portugal)',
      'Europe/London': 'Londres (Reino Unido)',
      'Europe/Madrid': 'Madri (Espanha)',
      'America/New_York': 'Nova York (EUA, costa leste)',
      'America/Argentina/Buenos_Aires': 'Buenos Aires (Argentina)',
      'Asia/Tokyo': 'Tóquio (Japão)',
    },
    brazilGroup: (offset) =>
      `Brasil, UTC${offset < 0 ? '−' : '+'}${Math.abs(offset)}${offset === -3 ? ' (horário de Brasília)' : ''}`,
    abroadGroup: 'Outros países',
    deviceGroup: 'Deste aparelho',
    deviceZone: (zone) => `${zone.split('/').pop()?.replaceAll('_', ' ') ?? zone} (${zone})`,
  },
  includePageLabel: 'Incluir o título e o endereço da página na mensagem',
  includePageHelper: 'Assim você sabe de qual página o cliente chamou.',
  problems: {
    number: 'Digite o número com DDD (de 8 a 15 dígitos com o código do país).',
    color: `Use uma cor que o CSS aceite, por exemplo ${WHATSAPP_GREEN.toUpperCase()}, #ABC, rgb(37, 211, 102), hsl(145 70% 49%) ou um nome em inglês (green). transparent e currentcolor não servem: o botão ficaria sem cor.`,
    label: 'O texto do botão pode ter até 40 caracteres.',
    seconds: SECONDS_PROBLEM,
    team: 'Confira cada atendente: nome e número com DDD (e, com horário próprio, ao menos um dia e horas diferentes).',
    chatName: 'Digite o nome que aparece no topo da janela, por exemplo o da sua empresa.',
    bubble: 'Escreva a mensagem do balão, por exemplo “Olá! Posso ajudar?”.',
    bubbleSeconds: SECONDS_PROBLEM,
    consentText: 'Escreva o texto do aviso, por exemplo “Li e aceito a política de privacidade”.',
    trigger:
      'Use só letras, números, - e _, sem espaço e sem o ponto (por exemplo, abrir-whatsapp).',
    hoursDays: 'Escolha ao menos um dia de atendimento.',
    hoursTimes: 'O horário de fechar deve ser diferente do de abrir (formato HH:MM).',
    timeZone: 'Escolha o fuso horário do seu atendimento.',
  },
  previewHeading: 'Prévia',
  previewDevicesLabel: 'Ver a prévia em',
  previewDevices: [
    { value: 'phone', label: 'Celular' },
    { value: 'computer', label: 'Computador' },
  ],
  previewShowLabel: 'Ver prévia',
  previewHideLabel: 'Esconder prévia',
  sampleShop: {
    name: 'Loja Exemplo',
    heading: 'Vaso de cerâmica artesanal',
    text: 'Feito à mão, 20 cm de altura. Entregamos em todo o Brasil.',
    price: 'R$ 89,90',
  },
  iconOnlyLabel: 'Conversar no WhatsApp',
  behaviour: {
    always: 'Aparece assim que a página abre.',
    afterSeconds: (seconds) => `Aparece ${seconds} s depois que a página abre.`,
    afterSomeScroll: 'Aparece depois que a pessoa rola um pouco a página.',
    atHalfPage: 'Aparece quando a pessoa chega na metade da página.',
    phonesOnly: 'Só em celulares.',
    computersOnly: 'Só em computadores.',
    hiddenOnThisScreen: 'Nesta tela o botão fica escondido.',
    hours: (days, opens, closes) =>
      `Aparece só ${days}, das ${opens} às ${closes}. Fora do horário, fica escondido.`,
    withPage: 'A mensagem leva o título e o endereço da página.',
  },
  snippetHeading: 'Código para colar no seu site',
  snippetLabel: 'Código do botão',
  snippetPending: 'Digite o seu número de WhatsApp para ver o código.',
  snippetPendingProblems: 'Corrija os campos marcados para ver o código.',
  snippetLastValid:
    'Este é o último código válido: ele ainda não tem a sua última mudança. Corrija os campos marcados para atualizá-lo.',
  confirmNumberHeading: 'Confira o número antes de copiar',
  confirmNumberText: 'Corrija o número ou, se ele está certo assim, confirme:',
  confirmNumberLabel: 'O número está certo',
  copyLabel: 'Copiar código',
  copyingLabel: 'Copiando…',
  copiedLabel: 'Código copiado!',
};

/** The form as it opens: the WhatsApp green on the right, for everyone, at once. */
export const siteButtonDefaults: SiteButtonForm = {
  phone: '',
  country: 'BR',
  message: '',
  side: 'right',
  color: WHATSAPP_GREEN,
  label: 'Fale com a gente',
  devices: 'all',
  appear: 'load',
  seconds: '5',
  hoursOn: false,
  days: [1, 2, 3, 4, 5],
  opens: '09:00',
  closes: '18:00',
  timeZone: '',
  includePage: false,
  product: '',
  campaign: false,
  track: false,
  trigger: '',
  mode: 'link',
  agentName: '',
  agentRole: '',
  agentAvatar: '',
  team: [],
  rotation: 'random',
  chatName: '',
  greeting: 'Olá! Como podemos ajudar?',
  away: 'show',
  consent: 'off',
  consentText: 'Li e aceito a política de privacidade.',
  qr: true,
  bubbleOn: false,
  bubbleText: 'Olá! Posso ajudar?',
  bubbleSeconds: '5',
  badge: false,
};

export const siteButtonToasts: Readonly<Record<'copied' | 'copyFailed' | 'problems', ToastText>> = {
  copied: {
    title: 'Código copiado!',
    description: 'Cole antes de </body> no seu site (veja os guias abaixo).',
  },
  copyFailed: {
    title: 'Erro',
    description: 'Não foi possível copiar. Selecione o código e copie à mão.',
  },
  problems: {
    title: 'Confira o formulário',
    description: 'Corrija os campos marcados para gerar o código.',
  },
};

export interface PasteGuide {
  /** Stable id: the guide's heading id and the tests' handle. */
  readonly id: 'wix' | 'nuvemshop' | 'shopify' | 'wordpress-blocks' | 'wordpress-classic' | 'gtm';
  readonly platform: string;
  /** The steps in the platform's own words (its menus as its Portuguese admin names them). */
  readonly steps: readonly string[];
  /** What to know before or after pasting (a plan it needs, what an update undoes). */
  readonly note?: string;
}

export interface SiteButtonPage {
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

export const siteButtonPage: SiteButtonPage = {
  title: tool('site-button').title,
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
