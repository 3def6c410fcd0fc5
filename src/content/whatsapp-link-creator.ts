// Content for the tool page /ferramentas/whatsapp-link-creator (Criador de Link WhatsApp).
import type { HowItWorksStep } from './tool-page';
import type { ToastText } from '../browser/toast';
import { tool } from './tools';
import { type CountryIso, countryByIso } from '../domain/countries';
import type { PhoneHint } from '../domain/phone-hints';
import { formatNumber } from '../domain/number-format';
import type { LinkOpening } from '../domain/whatsapp-link';
import { RECENT_LINKS_LIMIT } from '../domain/recent-links';

export interface WhatsAppLinkCreatorToasts {
  invalidPhone: ToastText;
  generated: ToastText;
  copied: ToastText;
  copyFailed: ToastText;
  shareFailed: ToastText;
}

export interface WhatsAppLinkCreatorContent {
  /** Page heading. */
  title: string;
  intro: string;
  phoneLabel: string;
  phonePlaceholder: string;
  /** Under the phone field, while nothing is wrong with it: how to type it for `country`. */
  phoneHelper: (country: CountryIso) => string;
  phoneErrorText: string;
  messageLabel: string;
  messagePlaceholder: string;
  generateLabel: string;
  clearLabel: string;
  resultHeading: string;
  /** In place of the heading when the hints say the number cannot work. */
  resultDoubtfulHeading: string;
  /** The visitor's word that the number is right: the link is then kept and printable. */
  confirmLabel: string;
  confirmHelper: string;
  /** A link longer than recent links keep, said where it is made. */
  recentTooLong: (limit: number) => string;
  /** Accessible label for the read-only field that shows the generated link. */
  resultLinkLabel: string;
  copyLabel: string;
  /** 'Copiar' while the clipboard is working. */
  copyingLabel: string;
  testLabel: string;
  howItWorksHeading: string;
  howItWorks: readonly HowItWorksStep[];
  countryLabel: string;
  /** Country names, in the picker's order. */
  countryNames: Readonly<Record<CountryIso, string>>;
  /** 'Número: +55 11 98765-4321', shown as the visitor types. */
  dialledAsLabel: string;
  /** What each hint says, with the chosen country's name. */
  hints: PhoneHintTexts;
  /** The one-click switch offered with a foreign code: 'Usar Estados Unidos (+1)'. */
  switchCountryLabel: (country: string, callingCode: string) => string;
  /** The button that puts the number a hint suggests in the field. */
  useFixedNumberLabel: (fixed: string) => string;
  messageCounter: (count: number) => string;
  quickMessagesLabel: string;
  quickMessages: readonly QuickMessage[];
  previewHeading: string;
  /** Shown in the bubble while the message is empty. */
  previewEmpty: string;
  resultNumberLabel: string;
  /** The result panel's announcement to screen readers. */
  resultAnnouncement: (number: string) => string;
  resultDoubtfulAnnouncement: (number: string) => string;
  shareLabel: string;
  sharingLabel: string;
  /** The shared item's title in the share sheet. */
  shareTitle: string;
  qrAlt: (link: string) => string;
  qrLoading: string;
  qrTooLong: string;
  downloadPngLabel: string;
  downloadSvgLabel: string;
  /** A QR code's file name; a channel's own ends with the channel. */
  qrFileName: (number: string, extension: 'png' | 'svg', channel?: string) => string;
  recentHeading: string;
  recentIntro: string;
  /** In place of the intro while the visitor has keeping links turned off. */
  recentOffIntro: string;
  /** The switch that turns keeping links on this device on and off. */
  recentKeepLabel: string;
  recentUseLabel: string;
  recentCopyLabel: string;
  /** Accessible names of a recent link's buttons, which say which link they act on. */
  recentUseAria: (number: string) => string;
  recentCopyAria: (number: string) => string;
  recentClearLabel: string;
  /** Said once the history is erased, with the button that brings it back. */
  recentCleared: string;
  recentUndoLabel: string;
  recentNoMessage: string;
  /** The choice of where the link opens on computers: its legend, options and note. */
  opensInLegend: string;
  opensInOptions: Readonly<Record<LinkOpening, string>>;
  opensInNote: string;
  /** On computers only, under the QR code: scan it to try the link on a phone. */
  phoneTestHeading: string;
  phoneTestText: string;
}

export interface QuickMessage {
  /** The chip's label. */
  label: string;
  text: string;
}

export type PhoneHintTexts = {
  readonly [K in PhoneHint['kind']]: (
    hint: Extract<PhoneHint, { kind: K }>,
    chosen: CountryIso,
  ) => string;
};

const COUNTRY_NAMES: Readonly<Record<CountryIso, string>> = {
  BR: 'Brasil',
  PT: 'Portugal',
  US: 'Estados Unidos',
  AR: 'Argentina',
  PY: 'Paraguai',
  UY: 'Uruguai',
  CL: 'Chile',
  CO: 'Colômbia',
  MX: 'México',
  ES: 'Espanha',
  IT: 'Itália',
  FR: 'França',
  DE: 'Alemanha',
  GB: 'Reino Unido',
  JP: 'Japão',
  AO: 'Angola',
  MZ: 'Moçambique',
};

/** Each country after "de", contracted with its article as Portuguese says it ("do Brasil"). */
const OF_COUNTRY: Readonly<Record<CountryIso, string>> = {
  BR: 'do Brasil',
  PT: 'de Portugal',
  US: 'dos Estados Unidos',
  AR: 'da Argentina',
  PY: 'do Paraguai',
  UY: 'do Uruguai',
  CL: 'do Chile',
  CO: 'da Colômbia',
  MX: 'do México',
  ES: 'da Espanha',
  IT: 'da Itália',
  FR: 'da França',
  DE: 'da Alemanha',
  GB: 'do Reino Unido',
  JP: 'do Japão',
  AO: 'de Angola',
  MZ: 'de Moçambique',
};

export const whatsappLinkCreator: WhatsAppLinkCreatorContent = {
  title: tool('whatsapp-link-creator').title,
  intro:
    'Crie em segundos um link que abre uma conversa no WhatsApp com o seu número e, se quiser, uma mensagem já escrita. É grátis, não precisa de cadastro e funciona com qualquer número.',
  phoneLabel: 'Número do WhatsApp',
  phonePlaceholder: '(11) 91234-5678',
  phoneHelper: (country) =>
    country === 'BR'
      ? 'Digite o DDD e o número. Se faltar o código do país, o 55 do Brasil é adicionado automaticamente.'
      : `Digite o número sem o código do país: o +${countryByIso(country).callingCode} (${COUNTRY_NAMES[country]}) é adicionado automaticamente.`,
  phoneErrorText: 'Digite ao menos um número para criar o link.',
  messageLabel: 'Mensagem (opcional)',
  messagePlaceholder: 'Olá! Quero saber mais sobre...',
  generateLabel: 'GERAR LINK',
  clearLabel: 'LIMPAR',
  resultHeading: 'Seu link está pronto',
  resultDoubtfulHeading: 'Confira o número: este link não deve abrir a conversa',
  confirmLabel: 'O número está certo',
  confirmHelper:
    'Confirme só se você testou o link: ele passa a ficar nos links recentes e no kit para impressão.',
  recentTooLong: (limit) =>
    `Este link passa de ${formatNumber(limit)} caracteres e não fica nos links recentes: copie-o agora.`,
  resultLinkLabel: 'Link gerado',
  copyLabel: 'Copiar',
  copyingLabel: 'Copiando…',
  testLabel: 'Testar',
  howItWorksHeading: 'Como funciona',
  howItWorks: [
    {
      title: 'Informe o número',
      text: 'Digite o WhatsApp com DDD; pontos, traços e espaços são ignorados.',
    },
    {
      title: 'Escreva a mensagem',
      text: 'Opcional: o texto aparece pronto para o cliente enviar.',
    },
    {
      title: 'Compartilhe o link',
      text: 'Copie e cole na bio, em anúncios ou no site, ou baixe o QR Code para imprimir.',
    },
  ],
  countryLabel: 'País',
  countryNames: COUNTRY_NAMES,
  dialledAsLabel: 'O link vai chamar',
  hints: {
    foreignCode: ({ country, fixed }, chosen) =>
      country === chosen || (country === undefined && fixed)
        ? 'O 00 do começo só se disca em ligações internacionais: no link ele ficaria no número. Use + no lugar dele.'
        : `Esse número começa com ${fixed ? '00' : '+'} e o código de outro país, mas o país escolhido é ${COUNTRY_NAMES[chosen]}: o link chamaria outro número.`,
    areaCode55: () =>
      'O 55 do início foi lido como o código do Brasil, e o link ficaria sem ele. Se 55 é o DDD (RS), coloque +55 na frente.',
    leadingZero: () =>
      'O 0 e o código da operadora (ex.: 015) só se discam em ligações: no WhatsApp vai só o DDD e o número, e com eles o link não abre a conversa.',
    trunkPrefix: ({ country }) =>
      `O 0 do começo do número só se disca dentro do país (${COUNTRY_NAMES[country]}): o WhatsApp precisa do número sem ele, e assim o link não abre a conversa.`,
    unknownDdd: ({ ddd }) =>
      `O DDD ${ddd} não existe no Brasil. Confira os dois primeiros dígitos.`,
    missingNine: () =>
      'Parece um celular sem o 9 na frente: desde 2016 todo celular tem 9 dígitos depois do DDD.',
    tooShort: (_, chosen) =>
      chosen === 'BR'
        ? 'Faltam dígitos: com o DDD, celulares têm 11 dígitos e fixos, 10.'
        : `Faltam dígitos para um número ${OF_COUNTRY[chosen]}.`,
    tooLong: (_, chosen) =>
      `Há dígitos demais para um número ${OF_COUNTRY[chosen]}: confira se nada foi digitado ou colado a mais.`,
    badLength: (_, chosen) =>
      `Números ${OF_COUNTRY[chosen]} não têm essa quantidade de dígitos: confira o número.`,
    notMobile: ({ country }) =>
      `Esse número não parece ser de celular (${COUNTRY_NAMES[country]}). Um fixo só recebe mensagens se usar o WhatsApp Business: confira antes de divulgar o link.`,
  },
  switchCountryLabel: (country, callingCode) => `Usar ${country} (+${callingCode})`,
  useFixedNumberLabel: (fixed) => `Usar ${fixed}`,
  messageCounter: (count) => (count === 1 ? '1 caractere' : `${count} caracteres`),
  quickMessagesLabel: 'Mensagens prontas',
  quickMessages: [
    {
      label: 'Orçamento',
      text: 'Olá! Vi seu anúncio e gostaria de um *orçamento*. Pode me ajudar?',
    },
    {
      label: 'Agendamento',
      text: 'Oi! Quero *agendar um horário*. Quais dias vocês têm disponíveis?',
    },
    {
      label: 'Dúvida sobre produto',
      text: 'Olá! Tenho uma dúvida sobre um produto do site. Ainda está disponível?',
    },
    {
      label: 'Atendimento',
      text: 'Oi! Vim pelo link e gostaria de falar com o _atendimento_.',
    },
  ],
  previewHeading: 'Prévia no WhatsApp',
  previewEmpty: 'Sua mensagem aparece aqui, como o cliente vai ver.',
  resultNumberLabel: 'Número',
  resultAnnouncement: (number) => `Link pronto para ${number}.`,
  resultDoubtfulAnnouncement: (number) => `Link criado para ${number}, mas confira o número.`,
  shareLabel: 'Compartilhar',
  sharingLabel: 'Compartilhando…',
  shareTitle: 'Fale comigo no WhatsApp',
  qrAlt: (link) => `QR Code do link ${link}`,
  qrLoading: 'Gerando o QR Code…',
  qrTooLong:
    'A mensagem é longa demais para caber em um QR Code. O link continua funcionando: encurte a mensagem se quiser o QR Code.',
  downloadPngLabel: 'Baixar PNG',
  downloadSvgLabel: 'Baixar SVG',
  qrFileName: (number, extension, channel) =>
    `qr-code-whatsapp-${number}${channel ? `-${channel}` : ''}.${extension}`,
  recentHeading: 'Links recentes',
  recentIntro: `Os últimos ${RECENT_LINKS_LIMIT} links criados ficam só neste aparelho.`,
  recentOffIntro: 'Os links que você criar não ficam guardados neste aparelho.',
  recentKeepLabel: 'Guardar os links neste aparelho',
  recentUseLabel: 'Usar',
  recentCopyLabel: 'Copiar',
  recentUseAria: (number) => `Usar de novo o link para ${number}`,
  recentCopyAria: (number) => `Copiar de novo o link para ${number}`,
  recentClearLabel: 'Apagar histórico',
  recentCleared: 'Histórico apagado.',
  recentUndoLabel: 'Desfazer',
  recentNoMessage: 'Sem mensagem',
  opensInLegend: 'No computador, o link abre:',
  opensInOptions: {
    app: 'No app ou no WhatsApp Web (wa.me)',
    web: 'Direto no WhatsApp Web',
  },
  opensInNote:
    'O link copiado, testado e compartilhado segue essa escolha. No celular, o link do WhatsApp Web não abre o app: por isso o QR Code usa sempre wa.me.',
  phoneTestHeading: 'Testar no celular',
  phoneTestText: 'Aponte a câmera do celular para o QR Code: a conversa abre no app do WhatsApp.',
};

export const toasts: WhatsAppLinkCreatorToasts = {
  invalidPhone: { title: 'Erro', description: 'Por favor, insira um número de WhatsApp válido.' },
  generated: { title: 'Link gerado com sucesso!', description: 'Seu link do WhatsApp foi criado.' },
  copied: { title: 'Copiado!', description: 'Link copiado para a área de transferência.' },
  copyFailed: { title: 'Erro', description: 'Não foi possível copiar o link.' },
  shareFailed: { title: 'Erro', description: 'Não foi possível compartilhar o link.' },
};
