/**
 * What a share to the installed tools brings to the link creator. Android's share sheet opens the
 * manifest's `share_target` with up to three query parameters; the link creator fills its form
 * from them: a part that is a phone number fills the phone, everything else the message.
 */

/** The query parameters of the manifest's `share_target`, in the order the message keeps them. */
export const SHARE_PARAMS = ['title', 'text', 'url'] as const;

export interface SharedInput {
  /** The first shared part that is a phone number, as written (without a `tel:` scheme). */
  phone: string;
  /** The other parts, one a line; a part another one already holds is said once. */
  message: string;
}

/** Digits and the signs people write a number with: `+55 (11) 91234-5678`, `tel:+5511912345678`. */
const PHONE_WRITING = /^(?:tel:)?\+?[\d\s().-]+$/i;
/** A landline without its area code has 8 digits; E.164 allows 15 at most. */
const PHONE_DIGITS = { min: 8, max: 15 } as const;

/** Whether a shared text is a phone number and nothing else. */
export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return PHONE_WRITING.test(text) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/**
 * The form's phone and message from a share's query, or null when it shares nothing. Nothing
 * shared is dropped: a part is either the phone or in the message.
 */
export function sharedInput(params: URLSearchParams): SharedInput | null {
  const parts = SHARE_PARAMS.map((name) => params.get(name)?.trim() ?? '').filter(Boolean);
  if (parts.length === 0) return null;
  const phoneAt = parts.findIndex(isPhoneNumber);
  const rest = parts.filter((_, index) => index !== phoneAt);
  // Apps often share a page's address both as `url` and inside `text`: once is enough.
  const said = rest.filter(
    (part, index) =>
      !rest.some(
        (other, at) => at !== index && other.includes(part) && (other !== part || at < index),
      ),
  );
  return {
    phone: phoneAt < 0 ? '' : (parts[phoneAt] ?? '').replace(/^tel:/i, ''),
    message: said.join('\n'),
  };
}
