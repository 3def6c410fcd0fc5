// Size budgets, checked on every build by `npm run test:size`: a page's HTML in brotli, as
// production sends it, scripts in gzip, as a plain static host sends them. Each guards what a
// visitor waits for, not the length of what they may never reach, so a new section or tool costs
// what it adds to the page it is on.

const KB = 1024;

export const BUDGETS = {
  /**
   * What a slow-4G connection delivers in its first round trip (TCP's initial window, ten
   * segments): the response's head and the page's HTML up to its first box below the first screen
   * (`data-later`), in brotli. A page whose first screen fits paints a round trip sooner.
   */
  firstRoundTrip: 14_600,
  /**
   * Every script a content page runs in a whole visit (the boot, the islands and what they
   * import): no app is ever loaded there.
   */
  contentPageJs: 35 * KB,
  /**
   * Every script a tool page runs while its tool is used (the boot, the islands, the tools' app,
   * the tool's route and what it loads as it is used).
   */
  toolPageJs: 370 * KB,
  /**
   * Chunks loaded only when a visitor asks for what they make (the print kit's PDF writer, on
   * 'Baixar PDF'): no page, press or tool loads them otherwise (decision 027). Most of it is
   * `@pdf-lib/fontkit` (about 290 KB), which embeds the font a print shop asks for (decision 036).
   */
  onRequestJs: 600 * KB,
  /**
   * Script files a page asks for before what answers its presses is live: the islands' module,
   * on a tool page the app and its route, and every chunk they import. Each is a request, and on
   * a phone's HTTP/1.1 six go at a time: the app in 40 chunks was live seconds after its last
   * byte could have been in (decision 040). The drill's third tool shares less with the other
   * two: what only two tools share then has files of its own (the chat-button maker asks for 14).
   */
  startScripts: 20,
  /** Fonts preloaded by a page: none, a preloaded font is waited for by the first paint. */
  preloadedFonts: 0,
};

/** The chunks `onRequestJs` counts, by their file name's start: `print-kit-pdf-<hash>.js`. */
export const ON_REQUEST_CHUNKS = ['print-kit-pdf'];
