/** The Web Share API, where the browser has it (mostly phones); the button is hidden elsewhere. */

export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

export async function shareLink(link: string, title: string): Promise<void> {
  await navigator.share({ title, url: link });
}

/** The visitor closed the share sheet: not a failure worth a toast. */
export function isShareCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
