/** What the click reads from the host page to fill the message. */
export interface PageFacts {
  readonly title: string;
  readonly address: string;
  /** The address's query, for the campaign. */
  readonly search: string;
  readonly product: string;
  readonly price: string;
}

/** The placeholders an owner may write in the message, and the page fact each one is. */
export const PLACEHOLDERS = {
  '{titulo}': 'title',
  '{pagina}': 'address',
  '{produto}': 'product',
  '{preco}': 'price',
} as const satisfies Record<string, keyof PageFacts>;

/**
 * The visit's campaign as a short tag, e.g. `(ref: google / black-friday)`: the source and the
 * campaign when the address names them, "google-ads" for a click on an ad (its gclid is an opaque
 * id no attendant could read). Empty when the visit came from no campaign.
 */
export function campaignTag(search: string): string {
  const query = new URLSearchParams(search);
  const source = query.get('utm_source') ?? (query.has('gclid') ? 'google-ads' : '');
  const parts = [source, query.get('utm_campaign') ?? ''].map((part) => part.trim().slice(0, 40));
  const named = parts.filter((part) => part !== '');
  return named.length === 0 ? '' : `(ref: ${named.join(' / ')})`;
}

/** The message sent: the owner's, its placeholders filled, then the page and the campaign. */
export function composeMessage(
  message: string,
  facts: PageFacts,
  options: { page: boolean; campaign: boolean },
): string {
  let text = message;
  for (const [mark, fact] of Object.entries(PLACEHOLDERS)) {
    text = text.split(mark).join(facts[fact]);
  }
  const tail = [
    options.page ? `${facts.title}\n${facts.address}` : '',
    options.campaign ? campaignTag(facts.search) : '',
  ].filter((part) => part !== '');
  return [text.trim(), ...tail].filter((part) => part !== '').join('\n\n');
}

/** Whether the message reads the page (then no link made in advance can carry it). */
export function hasPlaceholders(message: string): boolean {
  return Object.keys(PLACEHOLDERS).some((mark) => message.includes(mark));
}
