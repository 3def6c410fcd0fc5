/**
 * What the chat widget is told, as the maker writes it into the snippet: plain JSON the owner may
 * read. Times are minutes after midnight in the business's zone; numbers carry their calling code.
 */

export type WidgetSide = 'right' | 'left';
export type WidgetDevices = 'all' | 'phones' | 'computers';
/** When the button first shows: at once, after some seconds, after a little scroll, at half the page. */
export type WidgetAppear = 'load' | 'seconds' | 'some' | 'half';
export type WidgetRotation = 'random' | 'turn' | 'sticky';

export interface WidgetHours {
  /** 0 = Sunday … 6 = Saturday. */
  readonly days: readonly number[];
  readonly opens: number;
  readonly closes: number;
}

export interface WidgetPerson {
  readonly name: string;
  readonly role: string;
  /** An emoji, or empty for the name's initials. */
  readonly avatar: string;
  readonly number: string;
  readonly hours: WidgetHours | null;
}

export interface WidgetChat {
  /** The window's header. */
  readonly name: string;
  readonly greeting: string;
  /** Off-hours attendants are shown as away, or left out. */
  readonly away: 'show' | 'hide';
  /** A consent line (LGPD) before the chat: none, shown, or required to be ticked. */
  readonly consent: 'off' | 'shown' | 'required';
  readonly consentText: string;
}

export interface WidgetConfig {
  readonly side: WidgetSide;
  /** `#rrggbb`, and the text colour that reads on it. */
  readonly color: string;
  readonly ink: string;
  /** The call to action beside the icon; empty shows the icon alone. */
  readonly label: string;
  readonly devices: WidgetDevices;
  readonly appear: WidgetAppear;
  readonly seconds: number;
  /** The business's hours: outside them the widget hides. */
  readonly hours: WidgetHours | null;
  /** The IANA zone every hour is read in. */
  readonly zone: string;
  /** May hold {titulo}, {pagina}, {produto} and {preco}, filled from the page at the click. */
  readonly message: string;
  /** Adds the page's title and address after the message. */
  readonly page: boolean;
  /** Where the product's name is read: a CSS selector, or empty for the Open Graph title. */
  readonly product: string;
  /** Adds the visit's campaign (utm_source, utm_campaign, gclid) to the message as a short tag. */
  readonly campaign: boolean;
  /** Tells the host's own analytics (dataLayer, gtag, fbq) of each click, when they are there. */
  readonly track: boolean;
  /** Besides `href="#whatsapp"`, elements of this class open the widget. */
  readonly trigger: string;
  /** One person in button mode (or several, rotated); the attendants in chat mode. */
  readonly people: readonly WidgetPerson[];
  readonly rotation: WidgetRotation;
  /** The chat window, or null for a button that opens the chat at once. */
  readonly chat: WidgetChat | null;
  /** A greeting bubble after some seconds, or null. */
  readonly bubble: { readonly text: string; readonly seconds: number } | null;
  /** A "1" on the button until the widget is opened. */
  readonly badge: boolean;
  /** The main number's chat link as a QR (packed, see `qr.ts`), shown in the window on computers; empty for none. */
  readonly qr: string;
}
