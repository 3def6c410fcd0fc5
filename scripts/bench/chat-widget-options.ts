// The chat widget's options at both ends, shared by the bench and the tests: every option on (the
// snippet the byte budget is checked on) and the fewest.
import type { SiteButtonOptions } from '../../src/domain/site-button';

/** Monday to Friday, 9 to 18 (in the options' zone, São Paulo). */
const officeHours = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' };

/**
 * The chat widget with every option on: three people with their hours and a sticky rotation, a
 * chat window that requires consent and shows a QR, the greeting bubble and badge, tracking,
 * campaign, the page's facts in the message, a trigger class, and the business's hours. Its
 * snippet is the heaviest the maker writes: the byte budget is checked on it.
 */
export const everyOptionOn: SiteButtonOptions = {
  number: '5511987654321',
  agent: { name: 'Ana', role: 'Vendas', avatar: '', hours: null },
  team: [
    { number: '5511912345678', name: 'Beto', role: 'Suporte', avatar: '🛠️', hours: officeHours },
    { number: '5521998765432', name: 'Carla', role: 'Financeiro', avatar: '', hours: officeHours },
  ],
  rotation: 'sticky',
  message: 'Olá! Vim pela página {titulo} ({pagina}) e quero saber de {produto} por {preco}.',
  side: 'right',
  color: '#25d366',
  label: 'Fale com a gente',
  devices: 'all',
  appear: 'seconds',
  seconds: 3,
  hours: officeHours,
  timeZone: 'America/Sao_Paulo',
  includePage: true,
  product: '.product-title',
  campaign: true,
  track: true,
  trigger: 'abrir-whatsapp',
  chat: {
    name: 'Loja da Ana',
    greeting: 'Olá! Como podemos ajudar?',
    away: 'show',
    consent: 'required',
    consentText: 'Li e aceito a política de privacidade.',
    qr: true,
  },
  bubble: { text: 'Olá! Posso ajudar?', seconds: 5 },
  badge: true,
};

/**
 * The fewest options: the button alone (icon and call to action), shown at once, opening the chat
 * with a fixed message; no chat window, bubble, badge, hours, tracking or campaign.
 */
export const buttonAlone: SiteButtonOptions = {
  number: '5511987654321',
  agent: { name: '', role: '', avatar: '', hours: null },
  team: [],
  rotation: 'random',
  message: 'Olá! Vim pelo site.',
  side: 'right',
  color: '#25d366',
  label: 'Fale com a gente',
  devices: 'all',
  appear: 'load',
  seconds: 0,
  hours: null,
  timeZone: 'America/Sao_Paulo',
  includePage: false,
  product: '',
  campaign: false,
  track: false,
  trigger: '',
  chat: null,
  bubble: null,
  badge: false,
};
