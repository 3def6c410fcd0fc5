import { encode } from 'uqr';
import type {
  WidgetAppear,
  WidgetConfig,
  WidgetDevices,
  WidgetHours,
  WidgetRotation,
  WidgetSide,
} from './chat-widget/config';
import { hasPlaceholders } from './chat-widget/message';
import { packQr } from './chat-widget/qr';
import { QR_ERROR_CORRECTION } from './qr-payload';
import { SITE_BUTTON_LIMITS } from './site-button-limits';
import { chatLinkTo } from './whatsapp-link';

/**
 * The chat widget a small business pastes into its own site: one inline script carrying the
 * widget's code and its options as JSON. No outside script, no cookie, no request until the chat
 * is opened. Everything the owner typed reaches the page as JSON data inside the script, and the
 * widget puts it on screen as text.
 */

export type ButtonSide = WidgetSide;
export type ButtonDevices = WidgetDevices;

export interface OpeningHours {
  /** The days it opens, 0 = Sunday … 6 = Saturday. */
  readonly days: readonly number[];
  /** `HH:MM`, 24 h. A closing time at or before the opening time runs past midnight. */
  readonly opens: string;
  readonly closes: string;
}

/** Who answers a number, as the chat window shows them. */
export interface PersonFace {
  readonly name: string;
  readonly role: string;
  /** An emoji, or empty for the name's initials. */
  readonly avatar: string;
  readonly hours: OpeningHours | null;
}

export interface Person extends PersonFace {
  readonly number: string;
}

export interface ChatWindowOptions {
  /** The window's header: the business's name. */
  readonly name: string;
  readonly greeting: string;
  readonly away: 'show' | 'hide';
  readonly consent: 'off' | 'shown' | 'required';
  readonly consentText: string;
  readonly qr: boolean;
}

export interface SiteButtonOptions {
  /** The main number as WhatsApp expects it: calling code first, digits only. */
  readonly number: string;
  /** Who answers the main number (its name, role and hours show in the chat window). */
  readonly agent: PersonFace;
  /** Everyone else: more attendants in the chat window, or numbers the button rotates among. */
  readonly team: readonly Person[];
  readonly rotation: WidgetRotation;
  readonly message: string;
  readonly side: ButtonSide;
  /** `#rrggbb`. */
  readonly color: string;
  /** The call to action beside the icon; empty shows the icon alone. */
  readonly label: string;
  readonly devices: ButtonDevices;
  readonly appear: WidgetAppear;
  /** Seconds before it shows, when `appear` is 'seconds'. */
  readonly seconds: number;
  readonly hours: OpeningHours | null;
  /** The business's IANA time zone: its clock decides, wherever the site's visitor is. */
  readonly timeZone: string;
  /** Adds the page's title and address to the message when the chat is opened. */
  readonly includePage: boolean;
  /** Where a product's name is read on the page (CSS selector); empty: its Open Graph title. */
  readonly product: string;
  readonly campaign: boolean;
  readonly track: boolean;
  /** A class that opens the widget from any element of the site (besides `#whatsapp` links). */
  readonly trigger: string;
  /** The chat window, or null for a button that opens the chat at once. */
  readonly chat: ChatWindowOptions | null;
  readonly bubble: { readonly text: string; readonly seconds: number } | null;
  readonly badge: boolean;
}

export type SiteButtonProblem =
  | 'number'
  | 'team'
  | 'chatName'
  | 'color'
  | 'label'
  | 'seconds'
  | 'hoursDays'
  | 'hoursTimes'
  | 'timeZone'
  | 'bubble'
  | 'bubbleSeconds'
  | 'consentText'
  | 'trigger';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const WHATSAPP_NUMBER = /^\d{8,15}$/;
/** A class name as CSS writes it without escapes. */
const CLASS_NAME = /^-?[_a-z][\w-]*$/i;

const isSeconds = (value: number) =>
  Number.isInteger(value) && value >= 0 && value <= SITE_BUTTON_LIMITS.maxSeconds;

function hoursProblems(hours: OpeningHours | null): SiteButtonProblem[] {
  if (!hours) return [];
  const problems: SiteButtonProblem[] = [];
  if (hours.days.length === 0) problems.push('hoursDays');
  if (
    !CLOCK_TIME.test(hours.opens) ||
    !CLOCK_TIME.test(hours.closes) ||
    hours.opens === hours.closes
  ) {
    problems.push('hoursTimes');
  }
  return problems;
}

/** Whether any hours are set, which the button reads in the business's zone. */
export function usesTimeZone(options: SiteButtonOptions): boolean {
  return Boolean(
    options.hours || options.agent.hours || options.team.some((person) => person.hours),
  );
}

/** What stops a snippet, each once, in the form's order. */
export function siteButtonProblems(options: SiteButtonOptions): SiteButtonProblem[] {
  const problems: SiteButtonProblem[] = [];
  const { chat, team } = options;
  if (!WHATSAPP_NUMBER.test(options.number)) problems.push('number');
  const teamOk =
    team.length <= SITE_BUTTON_LIMITS.teamSize &&
    team.every(
      (person) =>
        WHATSAPP_NUMBER.test(person.number) &&
        (!chat || person.name.trim() !== '') &&
        hoursProblems(person.hours).length === 0,
    ) &&
    hoursProblems(options.agent.hours).length === 0;
  if (!teamOk) problems.push('team');
  if (chat && chat.name.trim() === '') problems.push('chatName');
  if (!HEX_COLOR.test(options.color)) problems.push('color');
  if ([...options.label.trim()].length > SITE_BUTTON_LIMITS.labelLength) problems.push('label');
  if (options.appear === 'seconds' && !isSeconds(options.seconds)) problems.push('seconds');
  problems.push(...hoursProblems(options.hours));
  if (usesTimeZone(options) && !isTimeZone(options.timeZone)) problems.push('timeZone');
  const { bubble } = options;
  if (bubble && bubble.text.trim() === '') problems.push('bubble');
  if (bubble && !isSeconds(bubble.seconds)) problems.push('bubbleSeconds');
  if (chat && chat.consent !== 'off' && chat.consentText.trim() === '')
    problems.push('consentText');
  if (options.trigger.trim() !== '' && !CLASS_NAME.test(options.trigger.trim()))
    problems.push('trigger');
  return problems;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
}

/**
 * White or black text, whichever reads better on the chosen colour (WCAG relative luminance). With
 * black rather than a softer near-black, the better of the two reaches 4.58:1 on any colour at all:
 * the widget's text is readable whatever colour the owner picks.
 */
export function textColorOn(background: string): '#ffffff' | '#000000' {
  const light = relativeLuminance(background);
  return 1.05 / (light + 0.05) >= (light + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/** WCAG's relative luminance of a `#rrggbb` colour. */
function relativeLuminance(color: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const value = Number.parseInt(color.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * JSON that stays data inside a `<script>`: `<` never closes the element and the line separators
 * never end a string in older engines.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

function widgetHours(hours: OpeningHours | null): WidgetHours | null {
  return (
    hours && {
      days: [...hours.days],
      opens: minutesOf(hours.opens),
      closes: minutesOf(hours.closes),
    }
  );
}

/**
 * The chat link's QR, packed, for the window to show on computers. A message that reads the page
 * cannot be filled in advance: then the QR opens the chat with no message.
 */
function chatQr(number: string, message: string): string {
  const link = chatLinkTo(number, hasPlaceholders(message) ? '' : message);
  return packQr(encode(link, { ecc: QR_ERROR_CORRECTION, border: 0 }).data);
}

/** What the widget is told: the options, read once into the shape it runs on. */
export function widgetConfig(options: SiteButtonOptions): WidgetConfig {
  const { chat } = options;
  const color = options.color.toLowerCase();
  const main = {
    ...options.agent,
    name: options.agent.name.trim() || (chat?.name.trim() ?? ''),
    number: options.number,
  };
  return {
    side: options.side,
    color,
    ink: textColorOn(color),
    label: options.label.trim(),
    devices: options.devices,
    appear: options.appear,
    seconds: options.appear === 'seconds' ? options.seconds : 0,
    hours: widgetHours(options.hours),
    zone: options.timeZone || 'America/Sao_Paulo',
    message: options.message,
    page: options.includePage,
    product: options.product.trim(),
    campaign: options.campaign,
    track: options.track,
    trigger: options.trigger.trim(),
    people: [main, ...options.team].map((person) => ({
      name: person.name.trim(),
      role: person.role.trim(),
      avatar: person.avatar.trim(),
      number: person.number,
      hours: widgetHours(person.hours),
    })),
    rotation: options.rotation,
    chat: chat && {
      name: chat.name.trim(),
      greeting: chat.greeting.trim(),
      away: chat.away,
      consent: chat.consent,
      consentText: chat.consentText.trim(),
    },
    bubble: options.bubble && { text: options.bubble.text.trim(), seconds: options.bubble.seconds },
    badge: options.badge,
    qr: chat?.qr ? chatQr(options.number, options.message) : '',
  };
}

/**
 * The snippet to paste before `</body>`, from the widget's built code (see
 * `site-button-snippet.ts`) and the options; call only when `siteButtonProblems` found none.
 */
export function snippetHtml(runtime: string, config: WidgetConfig): string {
  return [
    '<!-- Botão de WhatsApp, sem cookies -->',
    `<script>(function(){${runtime}\nmount(${scriptJson(config)})})();</script>`,
  ].join('\n');
}
