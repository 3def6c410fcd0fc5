import { parseRecentLinks, type RecentLink, serializeRecentLinks } from '../domain/recent-links';

/**
 * The tool's recent links in localStorage. Storage may be missing, disabled (private mode, a
 * policy), full or hold garbage: every access is guarded, and then the tool simply keeps nothing.
 */

const KEY = 'orbita:whatsapp-link:recent';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readRecentLinks(): RecentLink[] {
  try {
    return parseRecentLinks(storage()?.getItem(KEY) ?? null);
  } catch {
    return [];
  }
}

export function writeRecentLinks(list: readonly RecentLink[]): void {
  try {
    const store = storage();
    if (!store) return;
    if (list.length === 0) store.removeItem(KEY);
    else store.setItem(KEY, serializeRecentLinks(list));
  } catch {
    // Full or refused: the list lives on for this visit only.
  }
}
