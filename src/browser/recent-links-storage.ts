import { parseRecentLinks, type RecentLink, serializeRecentLinks } from '../domain/recent-links';

/**
 * The tool's recent links in localStorage. Storage may be missing, disabled (private mode, a
 * policy), full or hold garbage: every access is guarded, and then the tool simply keeps nothing.
 */

const KEY = 'orbita:whatsapp-link:recent';
/** Present once the visitor turned keeping links off: the one thing kept then is that choice. */
const OFF_KEY = 'orbita:whatsapp-link:recent-off';

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

/** Whether this device keeps the links made here (yes, unless the visitor turned it off). */
export function readKeepsRecentLinks(): boolean {
  try {
    return (storage()?.getItem(OFF_KEY) ?? null) === null;
  } catch {
    return true;
  }
}

export function writeKeepsRecentLinks(keep: boolean): void {
  try {
    const store = storage();
    if (!store) return;
    if (keep) store.removeItem(OFF_KEY);
    else store.setItem(OFF_KEY, '1');
  } catch {
    // Refused: the choice holds for this visit only.
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
