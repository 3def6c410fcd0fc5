// Size budgets, set from the performance goals (docs/decisions/012), checked on every build by
// `npm run test:size`. A page's HTML is measured in brotli, as production sends it (and as the
// bench serves it); the rest in gzip, as a plain static host sends them.

const KB = 1024;

/**
 * What a slow-4G connection delivers in its first round trip: TCP's initial window of ten
 * segments. A page whose response (headers and brotli body) fits paints a round trip sooner than
 * one a byte bigger.
 */
export const FIRST_ROUND_TRIP = 14_600;

export const BUDGETS = {
  /** The JavaScript a page runs before the visitor's first interaction (boot, islands). */
  startupJs: 110 * KB,
  /**
   * Every script the build ships, all routes together: the app (loaded on intent) and what it
   * loads on demand (the phone-number rules and the QR encoder load only inside the tools). The
   * second tool (the site button) has a form the size of the link creator's, whose own code
   * (page, form, extras, island, copy) is about 25 KB: 320 KB, which left the first tool about
   * 19 KB of headroom, becomes 350 KB for two. The phone rules are shared, not counted twice.
   */
  allJs: 350 * KB,
  /**
   * Chunks loaded only when a visitor asks for what they make (the print kit's PDF writer, on
   * 'Baixar PDF'), counted apart from `allJs`: no page, press or tool loads them otherwise
   * (decision 027).
   */
  onRequestJs: 180 * KB,
  /** Inline CSS of one page (critical CSS, @font-face rules): a share of the HTML's budget. */
  css: { default: 8 * KB },
  /** Fonts preloaded by a page: none, a preloaded font is waited for by the first paint. */
  preloadedFonts: 0,
  /**
   * A whole page's response as production sends it: its headers (deploy/policy.mjs's, with the
   * page's CSP, and nginx's own) and its HTML in brotli. Every page paints after one round trip.
   */
  html: { default: FIRST_ROUND_TRIP },
};

/** The chunks `onRequestJs` counts, by their file name's start: `print-kit-pdf-<hash>.js`. */
export const ON_REQUEST_CHUNKS = ['print-kit-pdf'];
