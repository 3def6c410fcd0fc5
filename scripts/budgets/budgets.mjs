// Size budgets, set from the performance goals (docs/decisions/012), checked on every build by
// `npm run test:size`. Sizes are gzip, as a plain static host sends them.

const KB = 1024;

/**
 * What a slow-4G connection delivers in its first round trip (TCP's initial window of ten
 * segments, less headers): a page no bigger than this paints after one round trip.
 */
export const FIRST_ROUND_TRIP = 11.5 * KB;

export const BUDGETS = {
  /** The JavaScript a page runs before the visitor's first interaction (boot, islands). */
  startupJs: 110 * KB,
  /**
   * Every script the build ships, all routes together: the app (loaded on intent) and what it
   * loads on demand (the phone-number rules and the QR encoder load only inside the tool).
   */
  allJs: 320 * KB,
  /** Inline CSS of one page (critical CSS, @font-face rules): a share of the HTML's budget. */
  css: { default: 8 * KB, '/': 14 * KB },
  /** Fonts preloaded by a page: none, a preloaded font is waited for by the first paint. */
  preloadedFonts: 0,
  /**
   * A whole page's HTML. The goal is one round trip (FIRST_ROUND_TRIP); the 404 and privacy pages
   * meet it. The tool's page fits TCP's first window too on a plain gzip host (14,600 B less
   * ~240 B of response headers; production sends brotli, 15% smaller): its limit keeps it there.
   * The landing page's copy alone (12 KB of markup) is larger: its limit holds it from growing
   * while it is brought down (see the README's Performance section).
   */
  html: {
    default: FIRST_ROUND_TRIP,
    '/ferramentas/whatsapp-link-creator': 13.75 * KB,
    '/': 26.5 * KB,
  },
};
