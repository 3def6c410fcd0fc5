import { countryByIso, type CountryIso } from './countries';
import type { WidgetAppear, WidgetRotation } from './chat-widget/config';
import { normaliseColor } from './css-color';
import {
  type ButtonDevices,
  type ButtonSide,
  type ChatWindowOptions,
  type OpeningHours,
  type SiteButtonOptions,
  type SiteButtonProblem,
  siteButtonProblems,
} from './site-button';
import { buildWhatsAppLink } from './whatsapp-link';

/**
 * The chat-button form as typed: every field keeps the visitor's own text (a half-typed colour,
 * seconds of "1O"), so bad input is reported, never rewritten. `siteButtonOptions` reads the
 * snippet's options from it.
 */
export interface SiteButtonForm {
  readonly phone: string;
  readonly country: CountryIso;
  readonly message: string;
  readonly side: ButtonSide;
  /** `#rrggbb` from the picker, or what was typed in the colour's text field (any CSS colour). */
  readonly color: string;
  readonly label: string;
  readonly devices: ButtonDevices;
  /** When the button first shows; `seconds` as typed, for 'seconds'. */
  readonly appear: WidgetAppear;
  readonly seconds: string;
  readonly hoursOn: boolean;
  /** 0 = Sunday … 6 = Saturday, in week order. */
  readonly days: readonly number[];
  readonly opens: string;
  readonly closes: string;
  /** The tool visitor's own zone, read in the browser (the business's clock). */
  readonly timeZone: string;
  readonly includePage: boolean;
  /** A CSS selector for the product's name, or empty for the page's Open Graph title. */
  readonly product: string;
  readonly campaign: boolean;
  readonly track: boolean;
  /** A class that opens the widget, as typed. */
  readonly trigger: string;
  /** A button that opens the chat at once, or a chat window listing the attendants. */
  readonly mode: 'link' | 'chat';
  /** The main number's attendant, in the chat window. */
  readonly agentName: string;
  readonly agentRole: string;
  readonly agentAvatar: string;
  /** More attendants (chat window) or more numbers (the button rotates among them). */
  readonly team: readonly TeamMemberForm[];
  readonly rotation: WidgetRotation;
  readonly chatName: string;
  readonly greeting: string;
  readonly away: ChatWindowOptions['away'];
  readonly consent: ChatWindowOptions['consent'];
  readonly consentText: string;
  readonly qr: boolean;
  readonly bubbleOn: boolean;
  readonly bubbleText: string;
  /** As typed. */
  readonly bubbleSeconds: string;
  readonly badge: boolean;
}

/** One more attendant or number, as typed; the hours are its own, in the business's zone. */
export interface TeamMemberForm {
  readonly phone: string;
  readonly name: string;
  readonly role: string;
  readonly avatar: string;
  readonly hoursOn: boolean;
  readonly days: readonly number[];
  readonly opens: string;
  readonly closes: string;
}

/** Whole seconds as typed: only plain digits count (`Number('')` is 0, `Number('1e3')` 1000). */
function secondsOf(typed: string): number {
  const text = typed.trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

function hoursOf(form: {
  hoursOn: boolean;
  days: readonly number[];
  opens: string;
  closes: string;
}): OpeningHours | null {
  return form.hoursOn ? { days: form.days, opens: form.opens, closes: form.closes } : null;
}

/** The snippet's options from the form: numbers with their calling code, the colour `#rrggbb`. */
export function siteButtonOptions(form: SiteButtonForm): SiteButtonOptions {
  const callingCode = countryByIso(form.country).callingCode;
  const numberOf = (phone: string) => {
    const built = buildWhatsAppLink(phone, '', callingCode);
    return built.ok ? built.number : '';
  };
  const chat = form.mode === 'chat';
  return {
    number: numberOf(form.phone),
    agent: { name: form.agentName, role: form.agentRole, avatar: form.agentAvatar, hours: null },
    team: form.team.map((member) => ({
      number: numberOf(member.phone),
      name: member.name,
      role: member.role,
      avatar: member.avatar,
      hours: chat ? hoursOf(member) : null,
    })),
    rotation: form.rotation,
    message: form.message,
    side: form.side,
    // A colour CSS cannot paint a button with stays as typed: the check names it.
    color: normaliseColor(form.color) ?? form.color.trim(),
    label: form.label,
    devices: form.devices,
    appear: form.appear,
    seconds: secondsOf(form.seconds),
    hours: hoursOf(form),
    timeZone: form.timeZone,
    includePage: form.includePage,
    product: form.product,
    campaign: form.campaign,
    track: form.track,
    trigger: form.trigger,
    chat: chat
      ? {
          name: form.chatName,
          greeting: form.greeting,
          away: form.away,
          consent: form.consent,
          consentText: form.consentText,
          qr: form.qr,
        }
      : null,
    bubble: form.bubbleOn
      ? { text: form.bubbleText, seconds: secondsOf(form.bubbleSeconds) }
      : null,
    badge: form.badge,
  };
}

export function siteButtonFormProblems(form: SiteButtonForm): SiteButtonProblem[] {
  return siteButtonProblems(siteButtonOptions(form));
}

/** A day turned on or off, the list kept in week order. */
export function toggleDay(days: readonly number[], day: number, on: boolean): number[] {
  const rest = days.filter((d) => d !== day);
  return (on ? [...rest, day] : rest).sort((a, b) => a - b);
}
