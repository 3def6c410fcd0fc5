// Copy of the chat-button maker (/ferramentas/botao-whatsapp-para-site): its form, preview,
// snippet and toasts. The page around it has its own module (site-button-page.ts).
import type { ToastText } from '../browser/toast';
import type { PreviewDevice } from '../../machines/siteButton';
import type { ButtonDevices, ButtonSide, SiteButtonProblem } from '../domain/site-button';
import type { SiteButtonForm } from '../domain/site-button-form';
import { WHATSAPP_GREEN } from '../domain/site-button';
import type { SiteButtonSwatch } from '../theme/site-button-swatches';

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
  scrollLabel: string;
  scrollHelper: string;
  hoursToggle: string;
  hoursDaysLabel: string;
  /** Sunday first, as `Date.getDay` counts. */
  weekdays: readonly string[];
  opensLabel: string;
  closesLabel: string;
  /** 'Horário de São Paulo (America/Sao_Paulo)'. */
  zoneNote: (zone: string) => string;
  includePageLabel: string;
  includePageHelper: string;
  problems: Readonly<Record<SiteButtonProblem, string>>;
  previewHeading: string;
  previewDevicesLabel: string;
  previewDevices: readonly Choice<PreviewDevice>[];
  /** The sample page's made-up shop. */
  sampleShop: { name: string; heading: string; text: string; price: string };
  /** The icon-only button's name, as the snippet names it. */
  iconOnlyLabel: string;
  /** What the snippet's script will do, in words. */
  behaviour: {
    always: string;
    afterScroll: (px: number) => string;
    phonesOnly: string;
    computersOnly: string;
    hiddenOnThisScreen: string;
    hours: (days: string, opens: string, closes: string) => string;
    withPage: string;
  };
  snippetHeading: string;
  snippetLabel: string;
  snippetPending: string;
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
  scrollLabel: 'Mostrar depois de rolar (px)',
  scrollHelper: '0 mostra o botão assim que a página abre.',
  hoursToggle: 'Mostrar só no horário de atendimento',
  hoursDaysLabel: 'Dias de atendimento',
  weekdays: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
  opensLabel: 'Abre às',
  closesLabel: 'Fecha às',
  zoneNote: (zone) =>
    `Horário de ${zone.split('/').pop()?.replaceAll('_', ' ') ?? zone} (${zone}), o deste aparelho: quem visita o seu site de outro fuso vê o botão no seu horário.`,
  includePageLabel: 'Incluir o título e o endereço da página na mensagem',
  includePageHelper: 'Assim você sabe de qual página o cliente chamou.',
  problems: {
    number: 'Digite o número com DDD (de 8 a 15 dígitos com o código do país).',
    color: `Use uma cor no formato #RRGGBB, por exemplo ${WHATSAPP_GREEN.toUpperCase()}.`,
    label: 'O texto do botão pode ter até 40 caracteres.',
    scroll: 'Digite um número inteiro de 0 a 20000.',
    hoursDays: 'Escolha ao menos um dia de atendimento.',
    hoursTimes: 'O horário de fechar deve ser diferente do de abrir (formato HH:MM).',
    timeZone: 'Não foi possível saber o fuso horário deste aparelho.',
  },
  previewHeading: 'Prévia',
  previewDevicesLabel: 'Ver a prévia em',
  previewDevices: [
    { value: 'phone', label: 'Celular' },
    { value: 'computer', label: 'Computador' },
  ],
  sampleShop: {
    name: 'Loja Exemplo',
    heading: 'Vaso de cerâmica artesanal',
    text: 'Feito à mão, 20 cm de altura. Entregamos em todo o Brasil.',
    price: 'R$ 89,90',
  },
  iconOnlyLabel: 'Conversar no WhatsApp',
  behaviour: {
    always: 'Aparece assim que a página abre.',
    afterScroll: (px) => `Aparece depois de rolar ${px} px.`,
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
  scroll: '0',
  hoursOn: false,
  days: [1, 2, 3, 4, 5],
  opens: '09:00',
  closes: '18:00',
  timeZone: '',
  includePage: false,
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
