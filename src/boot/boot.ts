/**
 * The page's only script at load, inlined at the end of `<body>` by the build (no request). It is
 * kept small, as every byte of the page delays its first paint, and does only what cannot wait:
 * - the app is asked for on the visitor's first sign of intent (a touch, a key, the pointer, a
 *   scroll), at once on the not-found page (which names no path in `data-ssr-path`), whose app
 *   logs the broken link; the after-paint module loads it, once the page's islands are in;
 * - a press on any button before what answers it is live is kept for it to answer then, and a
 *   dialog's button opens a stand-in dialog at once;
 * - the page's deferred stylesheet and the rest of its start (src/boot/after-paint.ts) are
 *   requested once the page has painted.
 * Its `<script>` carries `data-app` (the app's entry URL), `data-paint` (the after-paint module's)
 * and `data-styles` (the page's deferred stylesheet, if any).
 */
import {
  type BootState,
  INTENT_EVENTS,
  ISLAND_ATTRIBUTE,
  MOVE_EVENTS,
  ISLAND_LIVE_ATTRIBUTE,
  PRESS_KEPT_ATTRIBUTE,
  STAND_IN_ATTRIBUTE,
  STYLING_ATTRIBUTE,
} from './contract';

const script = document.currentScript as HTMLScriptElement;
const { app = '', paint = '', styles = '' } = script.dataset;
const state: BootState = { pressed: [], islands: [] };
window.__boot = state;
const root = document.documentElement;
if (styles) root.setAttribute(STYLING_ATTRIBUTE, '');

// Requested once the page has painted: anything requested before, even at low priority, counts
// as holding the paint back in Lighthouse's model, which then paints a round trip later.
afterFirstPaint(() => {
  // The stylesheet first, not a round trip later from the after-paint module: what the visitor
  // scrolls to before it is in stays hidden (see scripts/prerender/split-styles.mjs).
  state.paint = { appUrl: app, stylesIn: linkStyles(styles) };
  // Inserted, not imported: a page under a strict policy ('strict-dynamic') runs what its hashed
  // script inserts, never what it imports. Offline or blocked, the page stays as painted.
  const module = document.createElement('script');
  module.type = 'module';
  module.src = paint;
  document.head.append(module);
});
for (const type of INTENT_EVENTS) addEventListener(type, loadApp, { capture: true, passive: true });
for (const type of MOVE_EVENTS) {
  addEventListener(type, () => (state.moved = true), { capture: true, passive: true, once: true });
}
addEventListener('click', keepPress, { capture: true });
if (!document.getElementById('root')?.dataset.ssrPath) loadApp();

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
 * Links the page's deferred stylesheet (the rules of what the first paint skipped, whose contents
 * stay hidden meanwhile); settles once it is in, or failed: then they show as they are.
 */
function linkStyles(href: string): Promise<void> {
  return new Promise((resolve) => {
    if (!href) return resolve();
    const link = document.head.appendChild(document.createElement('link'));
    link.onload = link.onerror = () => {
      root.removeAttribute(STYLING_ATTRIBUTE);
      resolve();
    };
    link.rel = 'stylesheet';
    link.href = href;
  });
}

function loadApp() {
  if (state.appRequested) return;
  state.appRequested = true;
  for (const type of INTENT_EVENTS) removeEventListener(type, loadApp, { capture: true });
  state.requestApp?.();
}

/**
 * A press on a button before what answers it is live: kept (and marked) for it to answer once it
 * is. An island's buttons wait for their island, the others for the app to own the whole page.
 * Nothing else sees the press meanwhile, so React, hydrating, never answers it a second time.
 */
function keepPress(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.('button');
  // A reset button answers by itself; an island's live buttons by their island.
  if (!button || button.type === 'reset' || button.closest(`[${ISLAND_LIVE_ATTRIBUTE}]`)) return;
  if (state.live && !button.closest(`[${ISLAND_ATTRIBUTE}]`)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!state.pressed.includes(button)) state.pressed.push(button);
  button.setAttribute(PRESS_KEPT_ATTRIBUTE, '');
  if (button.getAttribute('aria-haspopup') === 'dialog') standIn(button);
  loadApp();
}

/**
 * The dialog `button` opens, standing in until what answers the press is live and opens the real
 * one (closing this): the press is answered in the frame it was made, not when the files behind it
 * arrive. Opened non-modal, as our dialogs are (see src/browser/modal-dialog.ts: a modal one
 * restyles the whole page); Escape or a press on it closes it, and the kept press goes with it.
 */
function standIn(button: HTMLButtonElement) {
  if (state.standingIn) return;
  state.standingIn = button;
  const dialog = document.createElement('dialog');
  dialog.setAttribute(STAND_IN_ATTRIBUTE, '');
  dialog.setAttribute('aria-label', button.getAttribute('aria-label') ?? '');
  dialog.setAttribute('aria-busy', 'true');
  dialog.setAttribute('closedby', 'any');
  // A press on it closes it too: on a phone without a back gesture, a page covered while its
  // files cannot arrive (offline) would have no other way out.
  dialog.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    dialog.remove();
    state.standingIn = undefined;
    const index = state.pressed.indexOf(button);
    if (index === -1) return;
    state.pressed.splice(index, 1);
    button.removeAttribute(PRESS_KEPT_ATTRIBUTE);
  });
  document.body.append(dialog);
  dialog.show();
}
