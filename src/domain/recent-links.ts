import { type CountryIso, countryByIso, isCountryIso } from './countries';
import { buildWhatsAppLink } from './whatsapp-link';

/**
 * Links generated on this device, newest first. What storage hands back is untrusted: anything
 * that is not a list of entries whose link is exactly the one their fields build is dropped.
 */

export const RECENT_LINKS_LIMIT = 10;
/**
 * The longest link kept (its message is most of it): a history is for reuse, not for storing
 * documents, and the privacy notice promises a small one. A longer link works, but is not kept.
 */
export const RECENT_LINK_MAX_LENGTH = 2_000;

export interface RecentLink {
  readonly phone: string;
  readonly message: string;
  readonly country: CountryIso;
  readonly link: string;
}

function isRecentLink(value: unknown): value is RecentLink {
  if (typeof value !== 'object' || value === null) return false;
  const { phone, message, country, link } = value as Record<string, unknown>;
  if (typeof phone !== 'string' || typeof message !== 'string' || typeof link !== 'string') {
    return false;
  }
  if (!isCountryIso(country) || link.length > RECENT_LINK_MAX_LENGTH) return false;
  const built = buildWhatsAppLink(phone, message, countryByIso(country).callingCode);
  return built.ok && built.url === link;
}

/**
 * Adds a link on top, dropping an older copy of it and anything past the limit. A link too long
 * to keep leaves the list as it was.
 */
export function addRecentLink(list: readonly RecentLink[], entry: RecentLink): RecentLink[] {
  if (entry.link.length > RECENT_LINK_MAX_LENGTH) return [...list];
  return [entry, ...list.filter((item) => item.link !== entry.link)].slice(0, RECENT_LINKS_LIMIT);
}

/** The list in stored text, or an empty list for anything else (missing, garbage, wrong shapes). */
export function parseRecentLinks(stored: string | null): RecentLink[] {
  if (stored === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecentLink)
    .map(({ phone, message, country, link }) => ({ phone, message, country, link }))
    .reduceRight<RecentLink[]>((list, entry) => addRecentLink(list, entry), []);
}

export function serializeRecentLinks(list: readonly RecentLink[]): string {
  return JSON.stringify(list.slice(0, RECENT_LINKS_LIMIT));
}
