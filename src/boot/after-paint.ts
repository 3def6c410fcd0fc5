/**
 * The rest of the page's start, requested by the boot script (src/boot/boot.ts) once the page has
 * painted (nothing the first paint waits for is requested before it), with the page's deferred
 * stylesheet:
 * - fade-in blocks below the fold wait for their entrance;
 * - the web fonts and the islands (parts that run from the start, like the meteors) load;
 * - at the visitor's first sign of intent every box that skips its rendering off-screen is laid
 *   out once, so each remembers its height (again if styles or fonts arrive after that).
 * - the app, asked for by the boot at the visitor's first sign of intent, loads once the islands
 *   are in.
 * The web fonts and the islands' URLs are built in; the app's entry and the stylesheet's promise
 * come from the boot script.
 */
import {
  type AfterPaintInput,
  type BootState,
  INTENT_EVENTS,
  ISLAND_ATTRIBUTE,
  MEASURE_ATTRIBUTE,
  MEASURED_BLOCKS,
  MEASURED_PARTS,
  MEASURING_ATTRIBUTE,
  REVEAL_ATTRIBUTE,
  REVEAL_PENDING,
  REVEAL_SHOWN,
  REVEAL_VIEWPORT,
  type WebFontFace,
} from './contract';

// Written in by the build (scripts/prerender/page-additions.mjs):
/** The web fonts. */
declare const __WEB_FONTS__: WebFontFace[];
/**
 * Every island: its module, the chunks that module imports, and the markup it shows that its page
 * does not carry (the menu's dialog, with its styles), rendered by the build and added to the
 * page, hidden, before the island starts.
 */
declare const __ISLANDS__: Record<string, { module: string; imports: string[]; markup?: string }>;

let boot: BootState;
/** Whether the page's deferred styles are in (or failed): heights measured before are wrong. */
let styled = false;

function start(state: BootState, { appUrl, stylesIn }: AfterPaintInput): void {
  boot = state;
  // The page's deferred styles hold the islands' global styles too; the chunks every island of
  // the page imports come first.
  void stylesIn.then(() => (styled = true));
  for (const url of sharedImports()) preloadModule(url);
  // Islands next: they answer the visitor's first presses. The app (some 240 KB) and the fonts
  // (four times the islands' bytes, and only a finish over metric-matched fallbacks) wait for
  // them rather than share a slow link with them.
  const islandsIn = startIslands(stylesIn);
  boot.requestApp = () => {
    islandsIn
      .then(() => import(/* @vite-ignore */ appUrl))
      .catch(() => {
        // Offline or blocked: the prerendered page (real links, plain form) is what the visitor has.
      });
  };
  if (boot.appRequested) boot.requestApp();
  holdBelowTheFold();
  measureAtIntent(stylesIn);
  void islandsIn.then(loadFonts);
}

/**
 * At the visitor's first sign of intent, or at once if it came before this module did; not before
 * the page's deferred styles are in: heights measured unstyled would be wrong, and laying the
 * whole page out costs most while the visitor's first presses wait for the main thread.
 */
function measureAtIntent(stylesIn: Promise<void>) {
  const measureStyled = () => void stylesIn.then(measureAll);
  if (boot.appRequested) {
    measureStyled();
    return;
  }
  const measureOnce = () => {
    for (const type of INTENT_EVENTS) removeEventListener(type, measureOnce, { capture: true });
    measureStyled();
  };
  for (const type of INTENT_EVENTS) {
    addEventListener(type, measureOnce, { capture: true, passive: true });
  }
}

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
 * The web fonts swap in over their metric-matched fallbacks (see src/theme/fonts.css), all at
 * once: every face that arrives re-lays out the whole page's text, so they are loaded off the
 * document and added together, one layout instead of one per face. The monospace face comes too,
 * though the first viewport does not use it: loaded on first use, it would arrive in the middle of
 * the interaction that needs it (opening the lightbox, making a link) and re-lay out the page then.
 */
function loadFonts() {
  if (__WEB_FONTS__.length === 0 || !('FontFace' in window)) return;
  const faces = __WEB_FONTS__.map(
    ({ family, source, descriptors }) => new FontFace(family, source, descriptors),
  );
  void Promise.allSettled(faces.map((face) => face.load())).then(() => {
    // A face that failed to load stays out: its text keeps the fallback.
    for (const face of faces) if (face.status === 'loaded') document.fonts.add(face);
    // Heights remembered before the swap were set in the fallbacks: measured again in the fonts
    // (unless the page waits for its styles to measure, which it then does in the fonts).
    if (boot.appRequested && styled) measureAll();
  });
}

/**
 * Starts every island of the page, in two waves: first those with a button in view (the visitor
 * is about to press it), then the rest, so a slow link carries the files a press needs first. An
 * island of the second wave whose button the visitor scrolls to starts then, without waiting for
 * the first. An island's markup goes in once the page's deferred styles (which hold the islands'
 * tokens) are. Settles once each island's files are in or failed.
 */
function startIslands(stylesIn: Promise<void>): Promise<unknown> {
  /** Each island's first element (it starts with it), and its buttons. */
  const found = new Map<string, { element: HTMLElement; buttons: HTMLElement[] }>();
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    if (!__ISLANDS__[name] || boot.islands.includes(name)) continue;
    const island = found.get(name) ?? { element, buttons: [] };
    if (element.tagName === 'BUTTON') island.buttons.push(element);
    found.set(name, island);
  }
  boot.islands.push(...found.keys());
  const started = new Map<string, Promise<void>>();
  const startOnce = (name: string) => {
    const island = found.get(name);
    if (!island || started.has(name)) return started.get(name);
    const files = startIsland(name, island.element, stylesIn);
    started.set(name, files);
    return files;
  };
  const names = [...found.keys()];
  const first = names.filter((name) => found.get(name)?.buttons.some(inView));
  const scrolledTo = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      if (isIntersecting) void startOnce(target.getAttribute(ISLAND_ATTRIBUTE) ?? '');
    }
  });
  for (const name of names) {
    if (!first.includes(name))
      for (const button of found.get(name)?.buttons ?? []) scrolledTo.observe(button);
  }
  return Promise.all(first.map(startOnce)).then(() => {
    scrolledTo.disconnect();
    return Promise.all(names.map(startOnce));
  });
}

/** The chunks the page's islands import (XState, the shared contract): every island waits for them. */
function sharedImports(): Set<string> {
  const urls = new Set<string>();
  for (const element of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    for (const url of __ISLANDS__[element.getAttribute(ISLAND_ATTRIBUTE) ?? '']?.imports ?? []) {
      urls.add(url);
    }
  }
  return urls;
}

/** An element at least partly in the viewport. */
function inView(element: Element) {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < innerHeight;
}

/**
 * Requests an island's files and starts it once they and the page's deferred styles are in.
 * Settles once its files are in (or failed): what waits for the islands waits for the network
 * they share, not for the styles.
 */
function startIsland(name: string, element: HTMLElement, stylesIn: Promise<void>): Promise<void> {
  const island = __ISLANDS__[name];
  if (!island) return Promise.resolve();
  // Its imports are requested with it: found only once it has arrived, they would cost a
  // round trip more before a first press is answered.
  for (const url of island.imports) preloadModule(url);
  const markup = island.markup ? fetch(island.markup).then((response) => response.text()) : '';
  const files = Promise.all([import(/* @vite-ignore */ island.module), markup]);
  files
    .then(async ([module, html]: [{ start: (element: HTMLElement) => void }, string]) => {
      await stylesIn;
      if (html) document.body.insertAdjacentHTML('beforeend', html);
      module.start(element);
      islandStarted = true;
    })
    .catch(() => {
      // Offline or blocked: what the island answers waits for it, as the rest waits for the app.
    });
  return files.then(
    () => {},
    () => {},
  );
}

function preloadModule(url: string) {
  if (document.querySelector(`link[href="${url}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = url;
  document.head.append(link);
}

/** The measuring passes asked for, one after the other. */
let measuring = Promise.resolve();

/**
 * Every box that skips its rendering off-screen laid out once, so each remembers its height (see
 * MEASURE_ATTRIBUTE), then the page lands on its URL's target again. A part of the page a frame:
 * the landing page laid out whole took one frame of over 200 ms at 4× CPU, and a press made
 * meanwhile waited for all of it.
 */
function measureAll() {
  measuring = measuring.then(measurePartByPart);
}

async function measurePartByPart() {
  const root = document.documentElement;
  root.setAttribute(MEASURING_ATTRIBUTE, '');
  const frames = framesFreeOfOtherWork();
  // Each attribute is set as a frame starts, so that very frame lays its part out.
  await frames.next();
  /**
   * Marks `boxes` (laid out in the coming frame, until unmarked) or unmarks them, holding what the
   * visitor reads in place: laid out now rather than by the frame, so the scroll is set back
   * before it paints.
   */
  const mark = (boxes: Element[], measured: boolean) => {
    const looked = lookedAt();
    for (const box of boxes) box.toggleAttribute(MEASURE_ATTRIBUTE, measured);
    looked?.holdInPlace();
  };
  /** Lays `boxes` out for a frame, which they remember their heights from. */
  const layOutAFrame = async (boxes: Element[]) => {
    mark(boxes, true);
    await frames.next();
    mark(boxes, false);
  };
  /** The blocks of `parts` (a section's heading, card list, grid) that skip their contents. */
  const blocksOf = (parts: Element[]) =>
    parts.flatMap((part) => [...part.querySelectorAll(MEASURED_BLOCKS)]).filter(skipsItsContents);
  const parts = [...document.querySelectorAll(MEASURED_PARTS)];
  // The parts on screen first, together with their blocks: a visitor who has just jumped there
  // sees boxes the browser has not laid out yet above what they look at, and they take their
  // heights now, held.
  const onScreen = parts.filter(inView);
  await layOutAFrame([...onScreen, ...blocksOf(onScreen)]);
  // Then each other part, its blocks still skipped at their estimated heights, and each of its
  // blocks, a frame each: a whole section of cards laid out at once took a frame of over 100 ms
  // at 4× CPU. The part, laid out until its last block is, keeps every block's real height.
  for (const part of parts.filter((candidate) => !onScreen.includes(candidate))) {
    mark([part], true);
    await frames.next();
    for (const block of blocksOf([part])) await layOutAFrame([block]);
    mark([part], false);
  }
  frames.stop();
  root.removeAttribute(MEASURING_ATTRIBUTE);
  landOnTheUrlTarget();
}

/** What a visitor presses with: each asks for an answer in the next frame. */
const PRESS_EVENTS = ['pointerdown', 'click', 'keydown'] as const;

/** Whether an island started since the last frame: its markup and state are styled in the next. */
let islandStarted = false;

/**
 * The frames the pass may lay a part out in: not one that paints the answer to a press, nor one
 * that styles an island just started (laying a part out there too would make that frame as long
 * as both, and a press made meanwhile wait for all of it), so after either the pass waits a frame.
 */
function framesFreeOfOtherWork() {
  let pressed = false;
  const notePress = () => (pressed = true);
  for (const type of PRESS_EVENTS) addEventListener(type, notePress, { capture: true });
  return {
    async next() {
      await nextFrame();
      while (pressed || islandStarted) {
        pressed = islandStarted = false;
        await nextFrame();
      }
    },
    stop() {
      for (const type of PRESS_EVENTS) removeEventListener(type, notePress, { capture: true });
    },
  };
}

/**
 * What the visitor reads, and a way to scroll it back where it was on the screen should what is
 * above it change height: the first element near the top of the screen that scrolls with the page
 * and is laid out (a box still skipping its contents would change height itself), looked for
 * further down if need be. Held on the screen: whatever the browser's scroll anchoring did
 * meanwhile, what is left is set right.
 */
function lookedAt() {
  for (const line of READING_LINES) {
    const element = readAt(innerHeight * line);
    if (element && !skipsItsContents(element)) return heldInPlace(element);
  }
}

function heldInPlace(element: Element) {
  const onScreen = () => element.getBoundingClientRect().top;
  const before = onScreen();
  return {
    holdInPlace() {
      const moved = onScreen() - before;
      if (element.isConnected && moved !== 0) scrollBy({ top: moved, behavior: 'instant' });
    },
  };
}

/** The element at `y` across the middle of the screen that scrolls with the page, if any. */
function readAt(y: number) {
  const element = document
    .elementsFromPoint(innerWidth / 2, y)
    .find((candidate) => candidate !== document.documentElement && !isFixed(candidate));
  return element === document.body ? undefined : element;
}

/** A box the browser has not laid out the contents of (`content-visibility`, off-screen so far). */
function skipsItsContents(element: Element) {
  const child = element.firstElementChild;
  return child !== null && !child.checkVisibility({ contentVisibilityAuto: true });
}

/**
 * Where, down the screen, the element the visitor reads is looked for: below a fixed header first,
 * then lower.
 */
const READING_LINES = [0.15, 0.3, 0.45, 0.6];

/** Whether `element` stays put as the page scrolls (it or an ancestor is fixed). */
function isFixed(element: Element) {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).position === 'fixed') return true;
  }
  return false;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * A page opened at `#section` was scrolled there by the browser while the boxes above stood in at
 * estimated heights; measured, they push the section away. It is landed on again, unless the
 * visitor has moved the page since it loaded (the boot watches from the first paint): where they
 * went is theirs.
 */
function landOnTheUrlTarget() {
  if (boot.moved || location.hash.length < 2) return;
  document
    .getElementById(decodeURIComponent(location.hash.slice(1)))
    ?.scrollIntoView({ behavior: 'instant' });
}

// Last, once every declaration above is initialised: the boot inserts this module once the page
// has painted, its state and input already set.
const bootState = window.__boot;
if (bootState?.paint) start(bootState, bootState.paint);
