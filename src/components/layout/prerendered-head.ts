/**
 * Marks the head tags the prerender wrote. Hydration adopts them, but a page the browser renders
 * afresh (the 404, served for any unknown URL) would add its own beside them, so it drops them.
 */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered-head';

/** The prerendered tags, each marked (for the server's HTML). */
export function markPrerenderedHead(tags: string): string {
  return tags.replace(/<(title|meta|link)\b/g, `<$1 ${PRERENDERED_HEAD_ATTRIBUTE}`);
}

/** Removes the marked tags from the document, before React renders its own (browser only). */
export function dropPrerenderedHead(head: HTMLHeadElement): void {
  head.querySelectorAll(`[${PRERENDERED_HEAD_ATTRIBUTE}]`).forEach((tag) => tag.remove());
}
