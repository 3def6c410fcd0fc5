/**
 * Builds a WhatsApp chat link from what a visitor typed. Pure and total: it never throws, whatever
 * the input, so the form can call it on every submit.
 */

export const BRAZIL_COUNTRY_CODE = '55';
export const WHATSAPP_CHAT_BASE = 'https://wa.me/';

export type WhatsAppLinkResult =
  | { readonly ok: true; readonly url: string; readonly number: string }
  | { readonly ok: false; readonly reason: 'invalidPhone' };

/** Keeps only ASCII digits: spaces, dashes, brackets and a leading + all go. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * The number as WhatsApp expects it: the country's calling code (Brazil's 55 unless told
 * otherwise) added unless the digits already start with it.
 */
export function withCountryCode(digits: string, callingCode = BRAZIL_COUNTRY_CODE): string {
  return digits.startsWith(callingCode) ? digits : callingCode + digits;
}

/** `encodeURIComponent` throws on a lone UTF-16 surrogate; replace it with U+FFFD first. */
function toWellFormed(text: string): string {
  return text.replace(/\p{Surrogate}/gu, '\uFFFD');
}

/**
 * The chat link for a phone and a message. With Brazil (the default) this is the spec's rule to the
 * letter; another country's calling code is prefixed the same way.
 */
export function buildWhatsAppLink(
  phone: string,
  message: string,
  callingCode = BRAZIL_COUNTRY_CODE,
): WhatsAppLinkResult {
  const digits = phoneDigits(phone);
  if (digits === '') return { ok: false, reason: 'invalidPhone' };
  const number = withCountryCode(digits, callingCode);
  return { ok: true, url: chatLinkTo(number, message), number };
}

/** The chat link to a number already as WhatsApp expects it (calling code first, digits only). */
export function chatLinkTo(number: string, message: string): string {
  const base = WHATSAPP_CHAT_BASE + number;
  return message.trim() === ''
    ? base
    : `${base}${TEXT_PARAMETER}${encodeURIComponent(toWellFormed(message))}`;
}

const TEXT_PARAMETER = '?text=';
const WEB_TEXT_PARAMETER = '&text=';

/**
 * Where the link opens on a computer: `app` is the spec's `wa.me` link (the app if installed,
 * else a page offering it or WhatsApp Web); `web` goes straight to WhatsApp Web. Phones always
 * open `wa.me` in the app; WhatsApp Web's link does not open the app there.
 */
export const LINK_OPENINGS = ['app', 'web'] as const;
export type LinkOpening = (typeof LINK_OPENINGS)[number];

export function isLinkOpening(value: unknown): value is LinkOpening {
  return LINK_OPENINGS.some((opening) => opening === value);
}

export const WHATSAPP_WEB_SEND = 'https://web.whatsapp.com/send';

/**
 * The link that opens the same chat as `link` (one this module built, `wa.me/<number>` with its
 * optional text) where `opening` says. The text stays exactly as encoded; `app` is `link` itself,
 * as is a link not built here.
 */
export function linkOpeningIn(link: string, opening: LinkOpening): string {
  if (opening === 'app' || !link.startsWith(WHATSAPP_CHAT_BASE)) return link;
  const rest = link.slice(WHATSAPP_CHAT_BASE.length);
  const textAt = rest.indexOf(TEXT_PARAMETER);
  const number = textAt < 0 ? rest : rest.slice(0, textAt);
  const text =
    textAt < 0 ? '' : `${WEB_TEXT_PARAMETER}${rest.slice(textAt + TEXT_PARAMETER.length)}`;
  return `${WHATSAPP_WEB_SEND}?phone=${number}${text}`;
}

/**
 * The link as a person reads it: its message as typed, not percent-encoded. For showing only:
 * what is copied, opened or shared is the link itself.
 */
export function readableWhatsAppLink(link: string): string {
  const start = Math.max(link.indexOf(TEXT_PARAMETER), link.indexOf(WEB_TEXT_PARAMETER));
  if (start < 0) return link;
  // Both parameters are as long: `?text=` and `&text=`.
  const head = link.slice(0, start + TEXT_PARAMETER.length);
  try {
    return head + decodeURIComponent(link.slice(head.length));
  } catch {
    // Not one of ours (a link built here always decodes): shown as it is.
    return link;
  }
}

/** A link that opens a chat with a prefilled greeting, for the agency's own contact buttons. */
export function chatLink(number: string, greeting: string): string {
  const result = buildWhatsAppLink(number, greeting);
  // The number comes from the site config: a bad one must fail the build, not ship a dead link.
  if (!result.ok) throw new Error(`The configured WhatsApp number has no digits: ${number}`);
  return result.url;
}
