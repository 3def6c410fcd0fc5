import { BRAZIL, type Country, type CountryIso, countryByCallingCode } from './countries';
import { BRAZIL_COUNTRY_CODE, phoneDigits, withCountryCode } from './whatsapp-link';

/**
 * Non-blocking hints about a number as typed, for Brazil (the spec's country): they only ever
 * suggest, never refuse. Other countries get none; their number is shown formatted instead.
 */
export type PhoneHint =
  /** A `+` and another country's code, with Brazil selected; `country` when we offer it. */
  | { readonly kind: 'foreignCode'; readonly country?: CountryIso }
  /**
   * A national number from area code 55 (Rio Grande do Sul), typed without the country code: the
   * spec's rule reads its 55 as Brazil's and adds none, so the link calls a number with no
   * country code. `fixed` is the number with +55 in front, which the visitor is offered.
   */
  | { readonly kind: 'areaCode55'; readonly fixed: string }
  /** A trunk 0 (and maybe a carrier code) before the DDD: WhatsApp needs neither. */
  | { readonly kind: 'leadingZero' }
  | { readonly kind: 'unknownDdd'; readonly ddd: string }
  /** DDD + 8 digits starting like a mobile: mobiles have had a leading 9 since 2016. */
  | { readonly kind: 'missingNine' }
  /** Neither 10 nor 11 digits after the DDD-less part: worth a second look. */
  | { readonly kind: 'length' };

/** Every DDD (area code) in use in Brazil. */
export const BRAZILIAN_DDDS: ReadonlySet<string> = new Set(
  (
    '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 ' +
    '51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 ' +
    '91 92 93 94 95 96 97 98 99'
  ).split(' '),
);

/** Brazilian numbers are 55 + DDD + 8 or 9 digits; anything else is allowed but worth a look. */
function hasBrazilianLength(digits: string): boolean {
  const { length } = withCountryCode(digits);
  return length === 12 || length === 13;
}

/** The digits after the country code: 55 taken off a full international number. */
function nationalDigits(digits: string): string {
  return digits.startsWith(BRAZIL_COUNTRY_CODE) && digits.length >= 12 ? digits.slice(2) : digits;
}

export function phoneHints(phone: string, country: Country = BRAZIL): PhoneHint[] {
  if (country.iso !== BRAZIL.iso) return [];
  const digits = phoneDigits(phone);
  if (digits === '') return [];
  if (phone.trim().startsWith('+') && !digits.startsWith(BRAZIL_COUNTRY_CODE)) {
    const foreign = countryByCallingCode(digits);
    return [foreign ? { kind: 'foreignCode', country: foreign.iso } : { kind: 'foreignCode' }];
  }
  if (digits.startsWith('0')) return [{ kind: 'leadingZero' }];
  // 55 and 8 or 9 digits: too short to be 55 + DDD + number, and just right for DDD 55 + number.
  if (digits.startsWith(BRAZIL_COUNTRY_CODE) && (digits.length === 10 || digits.length === 11)) {
    return [{ kind: 'areaCode55', fixed: `+${BRAZIL_COUNTRY_CODE} ${phone.trim()}` }];
  }
  const national = nationalDigits(digits);
  const hints: PhoneHint[] = [];
  const ddd = national.slice(0, 2);
  if (ddd.length === 2 && !BRAZILIAN_DDDS.has(ddd)) hints.push({ kind: 'unknownDdd', ddd });
  if (national.length === 10 && /[6-9]/.test(national.charAt(2))) {
    hints.push({ kind: 'missingNine' });
  } else if (!hasBrazilianLength(digits)) {
    hints.push({ kind: 'length' });
  }
  return hints;
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
