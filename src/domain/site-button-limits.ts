// The chat-button maker's limits and default colour, apart from the snippet writer: the theme and
// the copy read them on every page, and the writer brings the QR encoder with it.

export const SITE_BUTTON_LIMITS = {
  /** A call to action longer than this wraps or covers the page on a phone. */
  labelLength: 40,
  /** Longer than this, a visitor has left before the button or the greeting shows. */
  maxSeconds: 600,
  /** People in the window (or numbers in rotation) besides the main number. */
  teamSize: 9,
} as const;

/** The WhatsApp brand green, the button's colour unless the visitor picks another. */
export const WHATSAPP_GREEN = '#25d366';
