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
  /** Everything the app loads on intent, all routes together. */
  allJs: 280 * KB,
  /** Inline CSS of one page (critical CSS, @font-face rules): a share of the HTML's budget. */
  css: { default: 8 * KB, '/': 14 * KB },
  /** Fonts preloaded by a page: none, a preloaded font is waited for by the first paint. */
  preloadedFonts: 0,
  /** A whole page's HTML: one round trip, except the landing page, whose copy alone is larger. */
  html: { default: FIRST_ROUND_TRIP, '/': 32 * KB },
};
