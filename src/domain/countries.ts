/**
 * The countries the link creator offers, by ISO code with their calling codes. Names are copy and
 * live in the tool's content; this is the data the link and the hints are built from.
 */

export const COUNTRIES = [
  { iso: 'BR', callingCode: '55' },
  { iso: 'PT', callingCode: '351' },
  { iso: 'US', callingCode: '1' },
  { iso: 'AR', callingCode: '54' },
  { iso: 'PY', callingCode: '595' },
  { iso: 'UY', callingCode: '598' },
  { iso: 'CL', callingCode: '56' },
  { iso: 'CO', callingCode: '57' },
  { iso: 'MX', callingCode: '52' },
  { iso: 'ES', callingCode: '34' },
  { iso: 'IT', callingCode: '39' },
  { iso: 'FR', callingCode: '33' },
  { iso: 'DE', callingCode: '49' },
  { iso: 'GB', callingCode: '44' },
  { iso: 'JP', callingCode: '81' },
  { iso: 'AO', callingCode: '244' },
  { iso: 'MZ', callingCode: '258' },
] as const;

export type CountryIso = (typeof COUNTRIES)[number]['iso'];

export interface Country {
  readonly iso: CountryIso;
  readonly callingCode: string;
}

export const BRAZIL: Country = COUNTRIES[0];

export function isCountryIso(value: unknown): value is CountryIso {
  return COUNTRIES.some((country) => country.iso === value);
}

export function countryByIso(iso: CountryIso): Country {
  return COUNTRIES.find((country) => country.iso === iso) ?? BRAZIL;
}

/**
 * The offered country whose calling code starts these digits, if any. No offered code is the start
 * of another (ITU assigns them as a prefix code), so at most one matches.
 */
export function countryByCallingCode(digits: string): Country | undefined {
  return COUNTRIES.find((country) => digits.startsWith(country.callingCode));
}
