import { BRAZIL, type Country, type CountryIso, countryByCallingCode } from './countries';
import { BRAZIL_COUNTRY_CODE, phoneDigits, withCountryCode } from './whatsapp-link';

/**
 * What the page says about a number before it calls it ready. Hints never block the link (the
 * spec's rule makes it from any digits): they say plainly what is wrong and, where there is one,
 * offer the fix in one tap. Every kind but `notMobile` means the link cannot open a chat.
 */
export type PhoneHint =
  /**
   * Typed as an international number (`+` or `00`) with another country's code than the chosen
   * one, or with `00`, which the link would keep: `country` to switch to, when offered, and
   * `fixed`, the number as typed with `+` for the `00`.
   */
  | { readonly kind: 'foreignCode'; readonly country?: CountryIso; readonly fixed?: string }
  /**
   * A national number from area code 55 (Rio Grande do Sul), typed without the country code: the
   * spec's rule reads its 55 as Brazil's and adds none, so the link calls a number with no
   * country code. `fixed` is the number with +55 in front, which the visitor is offered.
   */
  | { readonly kind: 'areaCode55'; readonly fixed: string }
  /** A Brazilian trunk 0 (and maybe a carrier code) before the DDD: `fixed` drops both. */
  | { readonly kind: 'leadingZero'; readonly fixed: string }
  /** Another country's trunk prefix after its calling code (`+49 0170…`): `fixed` drops it. */
  | { readonly kind: 'trunkPrefix'; readonly fixed: string; readonly country: CountryIso }
  | { readonly kind: 'unknownDdd'; readonly ddd: string }
  /** DDD + 8 digits starting like a mobile: mobiles have had a leading 9 since 2016. */
  | { readonly kind: 'missingNine' }
  | { readonly kind: 'tooShort' }
  | { readonly kind: 'tooLong' }
  /** Between the country's possible lengths, yet none of them. */
  | { readonly kind: 'badLength' }
  /** A plausible number in none of the country's mobile ranges: WhatsApp Business only. */
  | { readonly kind: 'notMobile'; readonly country: CountryIso };

/** Whether any hint says the link cannot open a chat (a landline still may, with Business). */
export function cannotWork(hints: readonly PhoneHint[]): boolean {
  return hints.some((hint) => hint.kind !== 'notMobile');
}

/** The number as it will be dialled, and what the phone library makes of it. */
export interface DialledNumber {
  /** `+55 11 98765-4321`. */
  display: string;
  /**
   * The number has a plausible length but is in none of its country's mobile ranges (a landline,
   * say): it has WhatsApp only through WhatsApp Business.
   */
  notMobile: boolean;
  /**
   * How many digits after the calling code are the country's trunk prefix (the 0 dialled only
   * inside the country: `+49 0170…`): WhatsApp takes the number without it, so the link fails.
   * 0 when there is none.
   */
  trunkPrefix: number;
  /** Whether the country's numbers can be this long. */
  length: 'possible' | 'tooShort' | 'tooLong' | 'badLength';
}

/** Describes a number (digits, calling code first); the phone library's, loaded on demand. */
export type PhoneDescriber = (number: string) => DialledNumber;

/** Every DDD (area code) in use in Brazil. */
export const BRAZILIAN_DDDS: ReadonlySet<string> = new Set(
  (
    '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 ' +
    '51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 ' +
    '91 92 93 94 95 96 97 98 99'
  ).split(' '),
);

/** The digits after the country code: 55 taken off a full international number. */
function nationalDigits(digits: string): string {
  return digits.startsWith(BRAZIL_COUNTRY_CODE) && digits.length >= 12 ? digits.slice(2) : digits;
}

/** `00` before a calling code: the international prefix of most countries, Brazil's included. */
const INTERNATIONAL_PREFIX = '00';

/**
 * Typed as an international number: the digits after `+` or `00`, or null. A Brazilian trunk
 * and carrier code (`0 15 11…`) starts with a single 0, so it is never read as one.
 */
function internationalDigits(phone: string): { digits: string; viaZeros: boolean } | null {
  const typed = phone.trim();
  const digits = phoneDigits(typed);
  if (typed.startsWith('+')) return { digits, viaZeros: false };
  if (digits.startsWith(INTERNATIONAL_PREFIX) && digits.length > INTERNATIONAL_PREFIX.length) {
    return { digits: digits.slice(INTERNATIONAL_PREFIX.length), viaZeros: true };
  }
  return null;
}

/** What was typed with `+` in place of its leading `00`, spaces and all. */
function withPlusForZeros(phone: string): string {
  return phone.trim().replace(/^0\s*0\s*/, '+');
}

/**
 * The hints for a number as typed with a country chosen. Brazil's are judged here, from its own
 * numbering plan; `describe` (the phone library, once loaded) judges every country's length,
 * trunk prefix and mobile ranges. Without it, other countries get only the `+`/`00` hint.
 */
export function phoneHints(
  phone: string,
  country: Country = BRAZIL,
  describe: PhoneDescriber | null = null,
): PhoneHint[] {
  const digits = phoneDigits(phone);
  if (digits === '') return [];
  const international = internationalDigits(phone);
  if (international) {
    const named = countryByCallingCode(international.digits);
    const fixed = international.viaZeros ? withPlusForZeros(phone) : undefined;
    if (named?.iso !== country.iso) {
      return [
        { kind: 'foreignCode', ...(named && { country: named.iso }), ...(fixed && { fixed }) },
      ];
    }
    if (fixed) return [{ kind: 'foreignCode', fixed }];
  }
  if (country.iso === BRAZIL.iso) {
    const hints = brazilianHints(phone, digits);
    if (hints.length > 0 || !describe) return hints;
  }
  return describe ? describedHints(phone, country, describe) : [];
}

function brazilianHints(phone: string, digits: string): PhoneHint[] {
  const national = nationalDigits(digits);
  if (national.startsWith('0')) {
    // 0, maybe a two-digit carrier code, then DDD + 8 or 9 digits.
    const prefix = national.length >= 13 ? 3 : 1;
    const fixed = withoutTrunkPrefix(phone, BRAZIL_COUNTRY_CODE, prefix);
    // DDD 55 left first would be read as Brazil's code: the fix then says so itself.
    const named =
      phoneDigits(fixed) === national.slice(prefix) && national.startsWith('55', prefix);
    return [{ kind: 'leadingZero', fixed: named ? `+${BRAZIL_COUNTRY_CODE} ${fixed}` : fixed }];
  }
  // 55 and 8 or 9 digits: too short to be 55 + DDD + number, and just right for DDD 55 + number.
  if (digits.startsWith(BRAZIL_COUNTRY_CODE) && (digits.length === 10 || digits.length === 11)) {
    return [{ kind: 'areaCode55', fixed: `+${BRAZIL_COUNTRY_CODE} ${phone.trim()}` }];
  }
  const hints: PhoneHint[] = [];
  const ddd = national.slice(0, 2);
  if (ddd.length === 2 && !BRAZILIAN_DDDS.has(ddd)) hints.push({ kind: 'unknownDdd', ddd });
  // Brazilian numbers are 55 + DDD + 8 or 9 digits.
  const { length } = withCountryCode(digits);
  if (national.length === 10 && /[6-9]/.test(national.charAt(2))) {
    hints.push({ kind: 'missingNine' });
  } else if (length < 12) {
    hints.push({ kind: 'tooShort' });
  } else if (length > 13) {
    hints.push({ kind: 'tooLong' });
  }
  return hints;
}

/** The phone library's judgement of the number the link dials. */
function describedHints(phone: string, country: Country, describe: PhoneDescriber): PhoneHint[] {
  const number = withCountryCode(phoneDigits(phone), country.callingCode);
  const described = describe(number);
  if (described.trunkPrefix > 0) {
    const fixed = withoutTrunkPrefix(phone, country.callingCode, described.trunkPrefix);
    return [{ kind: 'trunkPrefix', fixed, country: country.iso }];
  }
  if (described.length !== 'possible') return [{ kind: described.length }];
  return described.notMobile ? [{ kind: 'notMobile', country: country.iso }] : [];
}

/**
 * What was typed, less a trunk prefix of `count` digits right after the calling code (or at the
 * start, where the calling code was not typed): the rest stays as typed, spaces and dashes and
 * all, and brackets left empty go. The number the visitor is offered in one click.
 */
export function withoutTrunkPrefix(typed: string, callingCode: string, count: number): string {
  const from = phoneDigits(typed).startsWith(callingCode) ? callingCode.length : 0;
  let seen = 0;
  let kept = '';
  for (const char of typed) {
    const isDigit = char >= '0' && char <= '9';
    if (isDigit && seen >= from && seen < from + count) {
      seen += 1;
      continue;
    }
    if (isDigit) seen += 1;
    kept += char;
  }
  return kept
    .replace(/\(\s*\)/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** The number as it will be dialled: described once the library is in, `+<digits>` until then. */
export function dialledNumber(number: string, describe: PhoneDescriber | null): DialledNumber {
  return describe
    ? describe(number)
    : { display: `+${number}`, notMobile: false, trunkPrefix: 0, length: 'possible' };
}
