// Copy of the chat-button maker's widget options: when it shows, the chat window and its
// attendants, rotation between numbers, the greeting bubble and what the click tells.
import type { ChatWindowOptions } from '../domain/site-button';
import type { SiteButtonForm } from '../domain/site-button-form';
import type { WidgetAppear, WidgetRotation } from '../domain/chat-widget/config';
import type { Choice } from './site-button';

/** Choices by value, listed in the order written. */
function choices<T extends string>(labels: Record<T, string>) {
  return Object.assign(
    (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] })),
    { labels },
  ) satisfies Choice<T>[];
}

export const siteButtonWidget = {
  appearLabel: 'Quando o botão aparece',
  appears: [
    { value: 'load', label: 'Assim que a página abre' },
    { value: 'seconds', label: 'Depois de alguns segundos' },
    { value: 'some', label: 'Depois de rolar um pouco' },
    { value: 'half', label: 'Na metade da página' },
  ] satisfies Choice<WidgetAppear>[],
  secondsLabel: 'Segundos até aparecer',
  modeLabel: 'Ao tocar no botão',
  modes: choices<SiteButtonForm['mode']>({
    link: 'Abrir o WhatsApp direto',
    chat: 'Abrir uma janela de conversa',
  }),
  chatNameLabel: 'Nome no topo da janela',
  chatNamePlaceholder: 'Loja da Ana',
  greetingLabel: 'Saudação na janela',
  agentHeading: 'Quem atende o número principal',
  nameLabel: 'Nome',
  roleLabel: 'Cargo ou setor (opcional)',
  avatarLabel: 'Emoji no lugar das iniciais (opcional)',
  teamHeading: 'Mais atendentes',
  rotationHeading: 'Mais números (rodízio)',
  rotationHelper:
    'Com mais de um número, cada visitante é enviado a um deles, para dividir os contatos da equipe.',
  memberLegend: (n: number) => `Atendente ${n + 1}`,
  numberLegend: (n: number) => `Número ${n + 1}`,
  memberPhoneLabel: 'Número do WhatsApp',
  memberHoursLabel: 'Horário próprio',
  addMember: 'Adicionar atendente',
  addNumber: 'Adicionar número',
  removeMember: (name: string) => `Remover ${name}`,
  rotationLabel: 'Como dividir os visitantes',
  rotations: choices<WidgetRotation>({
    random: 'Ao acaso',
    turn: 'Em turnos de um minuto',
    sticky: 'Ao acaso, e cada visitante fica sempre com o mesmo',
  }),
  awayLabel: 'Atendentes fora do horário',
  aways: [
    { value: 'show', label: 'Aparecem como fora do horário' },
    { value: 'hide', label: 'Ficam escondidos' },
  ] satisfies Choice<ChatWindowOptions['away']>[],
  consentLabel: 'Aviso de privacidade (LGPD) na janela',
  consents: [
    { value: 'off', label: 'Sem aviso' },
    { value: 'shown', label: 'Mostrar o aviso' },
    { value: 'required', label: 'Exigir que marquem antes de conversar' },
  ] satisfies Choice<ChatWindowOptions['consent']>[],
  consentTextLabel: 'Texto do aviso',
  qrLabel: 'Mostrar um QR code para quem está no computador',
  bubbleLabel: 'Mostrar um balão de mensagem',
  bubbleHelper: 'Aparece com “digitando…” e some quando a pessoa fecha (volta só no dia seguinte).',
  bubbleTextLabel: 'Mensagem do balão',
  bubbleSecondsLabel: 'Segundos até o balão',
  badgeLabel: 'Mostrar um “1” no botão até a pessoa abrir',
  reachHeading: 'Mensagem e medição',
  placeholdersHelper:
    'Na mensagem, {titulo}, {pagina}, {produto} e {preco} viram o título, o endereço, o nome e o preço do produto da página.',
  productLabel: 'Onde está o nome do produto (seletor CSS, opcional)',
  productHelper: 'Em branco, usamos o título de compartilhamento da página (og:title).',
  campaignLabel: 'Incluir a campanha (utm_source, utm_campaign, gclid) na mensagem',
  trackLabel: 'Avisar o Google Analytics, o Tag Manager e o Pixel da Meta a cada clique',
  trackHelper:
    'Só se eles já estiverem no seu site: evento generate_lead (GA4), whatsapp_click (dataLayer) e WhatsAppClick (Pixel).',
  triggerLabel: 'Classe que também abre o WhatsApp (opcional)',
  triggerHelper: 'Links com href="#whatsapp" já abrem. Ex.: abrir-whatsapp',
} as const;

/** A new attendant or number, as it appears when added. */
export const newTeamMember: SiteButtonForm['team'][number] = {
  phone: '',
  name: '',
  role: '',
  avatar: '',
  hoursOn: false,
  days: [1, 2, 3, 4, 5],
  opens: '09:00',
  closes: '18:00',
};
