/**
 * WhatsApp's message formatting, as its chat bubble shows it: `*bold*`, `_italic_`, `~strike~`
 * and ```` ```monospace``` ````, within one line; markers hug the text (`* not bold *`) and stand
 * outside words (`2*3*4` is arithmetic). Pure, so the preview and its tests share it.
 */

export type MarkupStyle = 'bold' | 'italic' | 'strike' | 'mono';

export type MarkupNode =
  string | { readonly style: MarkupStyle; readonly children: readonly MarkupNode[] };

const MARKERS: Readonly<Record<MarkupStyle, string>> = {
  bold: '*',
  italic: '_',
  strike: '~',
  mono: '```',
};

const PATTERN =
  /(?<![\p{L}\p{N}])(?:```([^\n]+?)```|\*(\S(?:[^*\n]*?\S)?)\*|_(\S(?:[^_\n]*?\S)?)_|~(\S(?:[^~\n]*?\S)?)~)(?![\p{L}\p{N}])/u;

const STYLES: readonly MarkupStyle[] = ['mono', 'bold', 'italic', 'strike'];

/** One line's nodes: plain text and styled runs (nested, except monospace, which is literal). */
export function parseMarkupLine(line: string): MarkupNode[] {
  const nodes: MarkupNode[] = [];
  let rest = line;
  for (;;) {
    const match = PATTERN.exec(rest);
    if (!match) break;
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const group = match.slice(1).findIndex((g) => g !== undefined);
    const style = STYLES[group] ?? 'bold';
    const inner = match[group + 1] ?? '';
    nodes.push({ style, children: style === 'mono' ? [inner] : parseMarkupLine(inner) });
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest !== '') nodes.push(rest);
  return nodes;
}

/** The message as lines of nodes: a line break in the message is a line break in the bubble. */
export function parseMarkup(message: string): MarkupNode[][] {
  return message.split('\n').map(parseMarkupLine);
}

/** The markup back as typed: `toMarkup(parseMarkupLine(line)) === line` for every line. */
export function toMarkup(nodes: readonly MarkupNode[]): string {
  return nodes
    .map((node) =>
      typeof node === 'string'
        ? node
        : MARKERS[node.style] + toMarkup(node.children) + MARKERS[node.style],
    )
    .join('');
}

/** What a person reads: the characters the counter counts are the ones typed, markers included. */
export function characterCount(message: string): number {
  return [...message].length;
}
