/**
 * The chat widget's states and what moves it between them, as one plain table the snippet walks
 * with a few lines: XState would not fit a 6 KB snippet (decision 038). A move the table lacks
 * leaves the state as it is.
 *
 * - `closed`: the button alone.
 * - `typing`: the greeting bubble is up, its dots "typing".
 * - `said`: the bubble shows the greeting.
 * - `open`: the chat window (a dialog) is open.
 */
export const chatWidgetChart = {
  closed: { 'bubble.show': 'typing', 'widget.open': 'open' },
  typing: { 'bubble.typed': 'said', 'bubble.dismiss': 'closed', 'widget.open': 'open' },
  said: { 'bubble.dismiss': 'closed', 'widget.open': 'open' },
  open: { 'widget.close': 'closed' },
} as const satisfies Record<string, Record<string, string>>;

export type ChatWidgetState = keyof typeof chatWidgetChart;
export type ChatWidgetEventType = {
  [S in ChatWidgetState]: keyof (typeof chatWidgetChart)[S];
}[ChatWidgetState];

export function nextState(state: ChatWidgetState, event: ChatWidgetEventType): ChatWidgetState {
  const moves: Partial<Record<ChatWidgetEventType, ChatWidgetState>> = chatWidgetChart[state];
  return moves[event] ?? state;
}
