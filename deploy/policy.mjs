// The one source of how the site is served: headers, cache rules, redirects and the origins each
// page may load from. The build turns it into the nginx includes (dist-nginx/) and the CDN files
// (dist/_headers, dist/_redirects); see scripts/deploy/. Change a rule here, never in the output.

/** Every origin outside the site that a page names in its policy, named once. */
export const ORIGINS = {
  videoPlayer: 'https://www.youtube-nocookie.com',
  // The content editor's (Decap CMS with its GitHub backend): the API it reads and commits
  // through, the files of the repository and the editors' avatars.
  githubApi: 'https://api.github.com',
  githubFiles: 'https://raw.githubusercontent.com',
  githubAvatars: 'https://avatars.githubusercontent.com',
};

/**
 * The Content-Security-Policy every page starts from. Scripts run only from the site itself plus
 * the hashes of the page's own inline scripts (added at build). Styles allow inline because
 * Emotion injects `<style>` tags at runtime. A fetch directive that would only repeat
 * `default-src` (fonts, connections) is left out: the header travels in every page's first
 * round trip.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const BASE_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Where the tool pages live: one app, which moves between them without loading a new document,
 * so they share one policy; installed, the app and its service worker control this folder.
 */
export const TOOLS_SCOPE = '/ferramentas/';

/**
 * The content editor (Decap CMS, scripts/cms/): a folder of its own, for the agency's editors
 * only. No page links it, crawlers are asked to stay out (robots.txt, `X-Robots-Tag`), and it is
 * not a page of the site: the budgets, the service worker, the sitemap and the browser suite's
 * walks over every page leave it out.
 */
export const EDITOR_FOLDER = '/admin/';

/** A key of a table below that names every page in a folder: `/ferramentas/*`. */
const inFolder = (folder) => `${folder}*`;

/**
 * What a page's rule says, from `table`: its own path's entry, else that of the folder it is in
 * (a key ending in `/*`), else `fallback`.
 * @template T @param {Readonly<Record<string, T>>} table @param {string | null} path @param {T} fallback
 */
export function pageRule(table, path, fallback) {
  if (path === null) return fallback;
  if (Object.hasOwn(table, path)) return table[path];
  const folder = Object.keys(table).find(
    (key) => key.endsWith('/*') && path.startsWith(key.slice(0, -1)),
  );
  return folder ? table[folder] : fallback;
}

/**
 * What a page adds to BASE_CSP (see `pageRule`). A prerendered page not named here (and the 404
 * page) gets BASE_CSP alone, so a new page is covered without an edit.
 * @type {Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>}
 */
export const PAGE_SOURCES = {
  // Video posters are the site's own; a video opens in a modal with the privacy-enhanced player.
  '/': { 'frame-src': [ORIGINS.videoPlayer] },
  // The link creator shows ads, whose script loads more scripts, frames, pixels and calls from
  // hosts that change over time: AdSense supports only a strict policy. Scripts run if the page's
  // hashed script (the boot) inserted them, or what it inserted did, whatever their host
  // ('strict-dynamic'); 'self' and https: are then ignored, and stand only for browsers without
  // CSP 3. The ads' frames, pixels and calls may come from any https: host. Every tool page has
  // the link creator's policy: the app reaches it from any of them without a new document. The
  // pages register the tools' service worker (the site's own script), said outright: without
  // `worker-src`, workers fall back to `script-src`, where CSP 3 has 'strict-dynamic' ignore
  // 'self' (Chromium lets a worker through even so; a browser that reads the rule strictly would
  // not).
  [inFolder(TOOLS_SCOPE)]: {
    'script-src': ["'strict-dynamic'", 'https:'],
    'connect-src': ['https:'],
    'img-src': ['https:'],
    'frame-src': ['https:'],
    'worker-src': ["'self'"],
  },
  // The content editor runs Decap CMS, which validates its configuration with ajv (code compiled
  // at run time: 'unsafe-eval') and loads two WebAssembly modules ('wasm-unsafe-eval'). It reads
  // and commits through GitHub's API, shows the repository's images and the editor's avatar, and
  // previews an upload before it is committed (blob:). Emotion's inline styles the base allows.
  // The GitHub login is a popup (see OPENER_POLICY), which no fetch directive governs.
  [inFolder(EDITOR_FOLDER)]: {
    'script-src': ["'unsafe-eval'", "'wasm-unsafe-eval'"],
    'connect-src': ["'self'", ORIGINS.githubApi],
    'img-src': ['blob:', ORIGINS.githubFiles, ORIGINS.githubAvatars],
  },
};

/** Headers on every response: pages, assets, redirects and the 404 page. */
export const COMMON_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()',
};

/**
 * What the CDN hosts (Cloudflare Pages, Netlify) add to every response, beside COMMON_HEADERS. Their
 * `_headers` rules match request paths, not statuses: an unknown path gets `/*`'s headers only,
 * and the 404 page's own policy rides in a `<meta>`, which cannot carry `frame-ancestors`.
 * `X-Frame-Options: DENY` says the same thing (no site may frame ours), and is true of every
 * response, so `/*` can carry it. nginx and `npm start` send the 404 page its own CSP header, and
 * `/`'s first round trip has no bytes for a header that would only repeat it.
 */
export const CDN_HEADERS = { 'X-Frame-Options': 'DENY' };

/**
 * Which sites may load a file of ours into their pages (Cross-Origin-Resource-Policy): our own
 * scripts, styles and fonts only ours, so no other site reads them into its process; the unhashed
 * files at the root (the favicon, the link-preview image, robots.txt) are there for other sites.
 * Pages carry none: browsers already keep HTML from being read cross-origin as a subresource,
 * and `/`'s first round trip has no room for a header that changes nothing.
 */
export const RESOURCE_POLICY = { own: 'same-origin', shared: 'cross-origin' };

/**
 * Each page's Cross-Origin-Opener-Policy (see `pageRule`): a page opened from another site (or
 * that opens one) gets a browsing context group of its own, so neither can reach the other's
 * window. The tool pages let the windows they open keep their opener, as ads' clicks may need
 * (`same-origin-allow-popups`); every other page, the 404 included, isolates both ways.
 */
export const OPENER_POLICY = {
  [inFolder(TOOLS_SCOPE)]: 'same-origin-allow-popups',
  // Decap's GitHub login opens the OAuth provider's window and waits for its message: the two
  // must keep their link.
  [inFolder(EDITOR_FOLDER)]: 'same-origin-allow-popups',
};
export const DEFAULT_OPENER_POLICY = 'same-origin';

/**
 * `X-Robots-Tag` by page (see `pageRule`): the editor's page stays out of search results even when
 * a crawler ignores robots.txt (its `<meta name="robots">` says so too). The site's pages send
 * none: they are there to be found.
 */
export const ROBOTS_TAG = { [inFolder(EDITOR_FOLDER)]: 'noindex' };

/** Hashed file names change with their content, so those files never need revalidating. */
export const HASHED_ASSETS = '/assets/';

export const CACHE_CONTROL = {
  hashed: 'public, max-age=31536000, immutable',
  /** HTML and unhashed files (favicon, images at fixed names): revalidated on every visit. */
  revalidate: 'no-cache',
};

/** The media type of each kind of file the site ships, by extension. */
export const MEDIA_TYPES = {
  '.html': 'text/html',
  // A page's dialogs, which the boot fetches: not `.html`, which Cloudflare Pages redirects to
  // its extensionless URL, a round trip for nothing.
  '.htm': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  // The installed tools' web app manifest.
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  // Static Inter, which the print kit's PDFs embed (fontkit subsets a WOFF's glyphs as they are).
  '.woff': 'font/woff',
  // The content editor's configuration (JSON, which is YAML) and Decap's WebAssembly modules,
  // which browsers compile as they stream in only when sent as `application/wasm`.
  '.yml': 'application/yaml',
  '.wasm': 'application/wasm',
};

/** The text types, sent with `charset=utf-8`; everything else is sent as it is. */
export const TEXT_TYPES = [
  'text/html',
  'text/css',
  'text/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'application/yaml',
  'text/plain',
  'image/svg+xml',
];

/** The Content-Type header of a file, by its extension. */
export function contentType(extension) {
  const type = MEDIA_TYPES[extension] ?? 'application/octet-stream';
  return TEXT_TYPES.includes(type) ? `${type}; charset=utf-8` : type;
}

/**
 * Text files the build precompresses with gzip and brotli, served when the browser accepts; and
 * WebAssembly, which shrinks as much (the editor's two modules, by 60%).
 */
export const COMPRESSIBLE = [
  '.html',
  '.htm',
  '.js',
  '.css',
  '.svg',
  '.xml',
  '.txt',
  '.json',
  '.webmanifest',
  '.yml',
  '.wasm',
];

/** Build output that is not the site and must not be served. */
export const NOT_SERVED = ['.vite', '*.map'];
