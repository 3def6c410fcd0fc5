/**
 * The page's only script at load, inlined at the end of `<body>` by the build (no request, no
 * imports at run time). It runs before the first paint and keeps the prerendered page usable:
 * - fade-in blocks below the fold wait for their entrance (the only content ever hidden);
 * - the web fonts, the styles of what the first paint skips, and the islands (parts that run
 *   from the start, like the meteors) load once the page has painted: it waits for no download;
 * - the app itself loads on the visitor's first sign of intent (a touch, a key, the pointer, a
 *   scroll), and a press on a `data-replay` button before that is kept for the app to replay.
 * Its `<script>` carries `data-app` (the app's entry URL), `data-styles` (the page's deferred
 * stylesheet, if any), `data-fonts` (the web fonts, as `WebFontFace[]`) and `data-islands`
 * ({ name: URL }).
 */
import {
  type BootState,
  MEASURE_ALL_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  REPLAY_ATTRIBUTE,
  REPLAY_PENDING_ATTRIBUTE,
  type ReplayKey,
  REVEAL_ATTRIBUTE,
  type WebFontFace,
  REVEAL_PENDING,
  REVEAL_SHOWN,
  REVEAL_VIEWPORT,
} from './contract';

const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

const script = document.currentScript as HTMLScriptElement;
const appUrl = script.dataset.app ?? '';
const stylesUrl = script.dataset.styles ?? '';
const webFonts = JSON.parse(script.dataset.fonts ?? '[]') as WebFontFace[];
const islandUrls = JSON.parse(script.dataset.islands ?? '{}') as Record<string, string>;
const state: BootState = { pressed: [], islands: [], live: false };
window.__boot = state;
let appRequested = false;

holdBelowTheFold();
afterFirstPaint(() => {
  loadStyles();
  loadFonts();
  startIslands();
});
for (const type of INTENT_EVENTS) addEventListener(type, loadApp, { capture: true, passive: true });
addEventListener('click', keepPress, { capture: true });

/**
 * Blocks below the fold fade in when scrolled into view; everything else stays as painted. A block
 * is measured only when its section starts above the fold: sections further down are not laid
 * out yet (`content-visibility: auto`), and measuring inside one would force its layout.
 */
function holdBelowTheFold() {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  if (!('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting) continue;
      target.setAttribute(REVEAL_ATTRIBUTE, REVEAL_SHOWN);
      observer.unobserve(target);
    }
  }, REVEAL_VIEWPORT);
  const belowTheFold = (element: Element) => element.getBoundingClientRect().top > innerHeight;
  // Every block is measured before any is marked: a mark between two measurements would make
  // the next one lay the page out again (36 layouts on the landing page instead of one).
  const held = [...document.querySelectorAll(`[${REVEAL_ATTRIBUTE}]`)].filter((block) => {
    const section = block.closest('section');
    return (section && belowTheFold(section)) || belowTheFold(block);
  });
  for (const block of held) {
    block.setAttribute(REVEAL_ATTRIBUTE, REVEAL_PENDING);
    observer.observe(block);
  }
}

/**
 * Runs `start` once the page has painted its first content. The load event is no stand-in where
 * paint timing exists: a small page can load before it paints, and a font requested then would
 * be waited for by the first paint. Only a browser without paint timing starts at load.
 */
function afterFirstPaint(start: () => void) {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    addEventListener('load', start, { once: true });
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * The web fonts swap in over their metric-matched fallbacks (see src/theme/fonts.css), all at
 * once: every face that arrives re-lays out the whole page's text, so they are loaded off the
 * document and added together, one layout instead of one per face. The monospace face comes too,
 * though the first viewport does not use it: loaded on first use, it would arrive in the middle of
 * the interaction that needs it (opening the lightbox, making a link) and re-lay out the page then.
 */
function loadFonts() {
  if (webFonts.length === 0 || !('FontFace' in window)) return;
  const faces = webFonts.map(
    ({ family, source, descriptors }) => new FontFace(family, source, descriptors),
  );
  void Promise.allSettled(faces.map((face) => face.load())).then(() => {
    // A face that failed to load stays out: its text keeps the fallback.
    for (const face of faces) if (face.status === 'loaded') document.fonts.add(face);
    // Heights remembered before the swap were set in the fallbacks: measured again in the fonts.
    if (appRequested) measureAll();
  });
}

/**
 * The rules only boxes skipped at load use (their contents, hover states): linked once the page
 * has painted, and in place long before a skipped box nears the viewport. Sizes remembered before
 * they applied were measured unstyled: measured again.
 */
function loadStyles() {
  if (!stylesUrl) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesUrl;
  link.addEventListener(
    'load',
    () => {
      if (appRequested) measureAll();
    },
    { once: true },
  );
  document.head.append(link);
}

function startIslands() {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const url = islandUrls[name];
    if (!url || state.islands.includes(name)) continue;
    state.islands.push(name);
    import(/* @vite-ignore */ url)
      .then((island: { start: (element: HTMLElement) => void }) => island.start(element))
      .catch(() => {
        // Islands are decoration; the page is whole without them.
      });
  }
}

function loadApp() {
  if (appRequested) return;
  appRequested = true;
  for (const type of INTENT_EVENTS) removeEventListener(type, loadApp, { capture: true });
  measureAll();
  import(/* @vite-ignore */ appUrl).catch(() => {
    // Offline or blocked: the prerendered page (real links, plain form) is what the visitor has.
  });
}

/**
 * One frame with every box that skips its rendering off-screen laid out, so each remembers its
 * height (see the contract).
 */
function measureAll() {
  const root = document.documentElement;
  root.setAttribute(MEASURE_ALL_ATTRIBUTE, '');
  requestAnimationFrame(() =>
    requestAnimationFrame(() => root.removeAttribute(MEASURE_ALL_ATTRIBUTE)),
  );
}

/** A press on a replayable button before the app is live: shown at once, replayed later. */
function keepPress(event: MouseEvent) {
  if (state.live) return;
  const button = (event.target as Element | null)?.closest?.(`[${REPLAY_ATTRIBUTE}]`);
  if (!button) return;
  const key = button.getAttribute(REPLAY_ATTRIBUTE) as ReplayKey;
  if (!state.pressed.includes(key)) state.pressed.push(key);
  button.setAttribute(REPLAY_PENDING_ATTRIBUTE, '');
  loadApp();
}
