import { countryByIso, type CountryIso } from './countries';
import { normaliseColor } from './css-color';
import {
  type ButtonDevices,
  type ButtonSide,
  type SiteButtonOptions,
  type SiteButtonProblem,
  siteButtonProblems,
} from './site-button';
import { buildWhatsAppLink } from './whatsapp-link';

/**
 * The chat-button form as typed: every field keeps the visitor's own text (a half-typed colour,
 * a scroll of "3OO"), so bad input is reported, never rewritten. `siteButtonOptions` reads the
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
  /** Pixels, as typed; empty means 0 (at once). */
  readonly scroll: string;
  readonly hoursOn: boolean;
  /** 0 = Sunday … 6 = Saturday, in week order. */
  readonly days: readonly number[];
  readonly opens: string;
  readonly closes: string;
  /** The tool visitor's own zone, read in the browser (the business's clock). */
  readonly timeZone: string;
  readonly includePage: boolean;
}

/** The snippet's options from the form: the number with its calling code, the colour `#rrggbb`. */
export function siteButtonOptions(form: SiteButtonForm): SiteButtonOptions {
  const built = buildWhatsAppLink(form.phone, '', countryByIso(form.country).callingCode);
  const scroll = form.scroll.trim();
  return {
    number: built.ok ? built.number : '',
    message: form.message,
    side: form.side,
    // A colour CSS cannot paint a button with stays as typed: the check names it.
    color: normaliseColor(form.color) ?? form.color.trim(),
    label: form.label,
    devices: form.devices,
    // `Number('')` is 0 and `Number('1e3')` 1000: only plain digits count as a number of pixels.
    showAfterScroll: scroll === '' ? 0 : /^\d+$/.test(scroll) ? Number(scroll) : Number.NaN,
    hours: form.hoursOn
      ? { days: form.days, opens: form.opens, closes: form.closes, timeZone: form.timeZone }
      : null,
    includePage: form.includePage,
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
