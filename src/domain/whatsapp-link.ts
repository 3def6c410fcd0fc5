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

/**
 * The link as a person reads it: its message as typed, not percent-encoded. For showing only:
 * what is copied, opened or shared is the link itself.
 */
export function readableWhatsAppLink(link: string): string {
  const start = link.indexOf(TEXT_PARAMETER);
  if (start < 0) return link;
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
