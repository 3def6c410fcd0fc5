/**
 * The message field once a ready-made message is picked. It fills a field that is empty or holds
 * another ready-made message; after what the visitor wrote it goes on a new line, so nothing
 * typed is ever lost to a press.
 */
export function withQuickMessage(
  current: string,
  picked: string,
  readyMade: readonly string[],
): string {
  if (current.trim() === '' || readyMade.includes(current)) return picked;
  return `${current.trimEnd()}\n${picked}`;
}
