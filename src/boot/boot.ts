/**
 * The page's only script at load, inlined at the end of `<body>` by the build (no request). Every
 * byte of it delays the first paint, so it does only what cannot wait:
 * - once the page has painted, it links the page's deferred stylesheet (then loads the web fonts
 *   it names, on a tool page once the app is live), fetches the page's dialogs and inserts
 *   the islands' module and, on a tool page, the tools' app: nothing is requested before the
 *   paint;
 * - a press on a button before what answers it is live (its island, or the app) is kept for it to
 *   answer then, and a dialog's button opens a stand-in dialog at once.
 * Its `<script>` carries `data-islands` (the islands' module's URL), `data-app` (the tools' app's
 * files, in the order they are evaluated, its entry last), `data-preload` (the chunks they import,
 * requested with them), `data-styles` (the page's deferred stylesheet) and
 * `data-dialogs` (the page's dialogs' markup, if it has any).
 */
import {
  type BootState,
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  PRESS_KEPT_ATTRIBUTE,
  STAND_IN_ATTRIBUTE,
  STYLING_ATTRIBUTE,
} from '../browser/page-contract';
import { afterLayout } from '../browser/after-layout';

/**
 * The boot is built twice (scripts/prerender/page-additions.mjs): a content page's knows no app,
 * and the minifier drops what only an app needs, such as holding the web fonts back.
 */
declare const WITH_APP: boolean;
const data = (document.currentScript as HTMLScriptElement).dataset;
const { islands = '', preload = '', styles = '', dialogs = '' } = data;
const app = WITH_APP ? (data.app ?? '') : '';
const state: BootState = { pressed: [], loadFonts };
window.__boot = state;
/** A tool page's web fonts, until the app is live: then none is held back. */
let heldFaces: Set<FontFace> | undefined = app ? new Set() : undefined;
const root = document.documentElement;
if (styles) root.setAttribute(STYLING_ATTRIBUTE, '');

afterFirstPaint(() => {
  // The stylesheet first: what the visitor scrolls to before it is in stays hidden.
  state.stylesIn = linkStyles(styles);
  // Offline or blocked, their islands start without them.
  if (dialogs)
    state.dialogs = fetch(dialogs).then((response) => (response.ok ? response.text() : ''));
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  insertInTurn([islands]);
  insertInTurn(app.split(' '));
});

/**
 * Inserts each module once the one before it has run, so that each is evaluated in a task of its
 * own. Inserted, not imported: a page under a strict policy ('strict-dynamic') runs what its hashed
 * script inserts, never what it imports. Offline or blocked, the page stays as painted.
 */
function insertInTurn([src, ...rest]: string[]) {
  if (!src) return;
  const module = document.createElement('script');
  module.type = 'module';
  module.src = src;
  module.onload = () => insertInTurn(rest);
  // An app that cannot come holds no font back.
  module.onerror = loadFonts;
  document.head.append(module);
}
addEventListener('pointerdown', noteDown, { capture: true });
addEventListener('click', keepPress, { capture: true });

/** How far a pointer may move between down and up and still be the same tap. */
const TAP_SLOP_PX = 10;
/** The button a pointer went down on before what answers it was live, and where. */
let down: { button: HTMLButtonElement; x: number; y: number } | undefined;

/**
 * Runs `start` once the page has painted its first content. The load event is no stand-in where
 * paint timing exists: a small page can load before it paints, and a file requested then is
 * counted as holding the paint back. Only a browser without paint timing starts at load.
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
 * Links the page's deferred stylesheet (the rules of what the first paint skipped, and the web
 * fonts); settles once it is in, or failed, and what it styles shows.
 */
function linkStyles(href: string): Promise<void> {
  return new Promise((resolve) => {
    if (!href) return resolve();
    const link = document.head.appendChild(document.createElement('link'));
    link.onload = link.onerror = () => {
      if (app && 'FontFace' in window) holdFontFaces();
      if (!heldFaces) loadFonts();
      // Shown once laid out with it: what a visitor scrolled to early grows while hidden, unseen
      // (as it became visible in the frame it grew, the browser counted it a layout shift).
      afterLayout(root, () => {
        root.removeAttribute(STYLING_ATTRIBUTE);
        resolve();
      });
    };
    link.rel = 'stylesheet';
    link.href = href;
  });
}

/** Loads the web fonts at once (fetched on first use, a face arrives mid-press); adds held ones. */
function loadFonts() {
  heldFaces?.forEach((face) => document.fonts.add(face));
  heldFaces = undefined;
  document.fonts?.forEach((face) => void face.load().catch(() => {}));
}

/**
 * On a tool page, each @font-face rule becomes a face added by script, in the handler that sees
 * the stylesheet in: before the page is restyled for it, so one restyle serves both. Chromium
 * makes every face a rule declares afresh, and lays all text out again, each time a stylesheet
 * with cascade layers changes, as the app's styles do while it renders; faces added by script are
 * never made afresh (decision 046). The web fonts, declared where no rule applies (`@media not
 * all`), wait for the app: on a phone's slow link their 120 KB held it back (decision 055).
 */
function holdFontFaces() {
  for (const sheet of document.styleSheets) {
    try {
      const rules = [...sheet.cssRules];
      // Last first: deleting a rule moves those after it.
      for (let index = rules.length - 1; index >= 0; index--) {
        const rule = rules[index];
        const held = rule instanceof CSSMediaRule && rule.conditionText === 'not all';
        const faces = (held ? [...rule.cssRules] : [rule]).flatMap(faceOf);
        if (faces.length === 0) continue;
        for (const face of faces) (held && heldFaces ? heldFaces : document.fonts).add(face);
        sheet.deleteRule(index);
      }
    } catch {
      // A cross-origin sheet's rules cannot be read (nor hold our faces); a face the browser
      // refuses outright keeps its rule, as do the sheet's faces before it.
    }
  }
}

/** The face a @font-face rule declares, if the browser can read it as declared. */
function faceOf(rule: CSSRule | undefined): FontFace[] {
  if (!(rule instanceof CSSFontFaceRule)) return [];
  // `font-style` is the face's `style`, `unicode-range` its `unicodeRange`, and so on.
  const declared = [...rule.style].map((name): [string, string] => [
    name.replace(/^font-/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
    rule.style.getPropertyValue(name),
  ]);
  const { family = '', src = '', ...descriptors } = Object.fromEntries(declared);
  const face = new FontFace(family.replace(/^(["'])(.*)\1$/, '$2'), src, descriptors);
  return face.status === 'error' ? [] : [face];
}

/** Whether what answers `button` listens already: its island, or (elsewhere) the tools' app. */
function answered(button: HTMLButtonElement): boolean {
  const island = button.closest(`[${ISLAND_ATTRIBUTE}]`);
  return island ? island.hasAttribute(ISLAND_LIVE_ATTRIBUTE) : Boolean(state.live) || !app;
}

const buttonAt = (target: EventTarget | null) =>
  (target as Element | null)?.closest?.('button') ?? null;

function noteDown(event: PointerEvent) {
  const button = buttonAt(event.target);
  down = button && !answered(button) ? { button, x: event.clientX, y: event.clientY } : undefined;
}

/**
 * The button a click was meant for. Taking the page over can move it between the finger going
 * down and coming up (the app shows what was typed before it): the browser then clicks what holds
 * both, not the button. A tap that came up where it went down was meant for the button it began on.
 */
function meantButton(event: MouseEvent): HTMLButtonElement | null {
  const began = down;
  down = undefined;
  const button = buttonAt(event.target);
  if (!began || button === began.button || !began.button.isConnected) return button;
  const moved = Math.hypot(event.clientX - began.x, event.clientY - began.y);
  const holds = event.target instanceof Node && event.target.contains(began.button);
  return holds && moved <= TAP_SLOP_PX ? began.button : button;
}

/**
 * A press on a button before what answers it is live: kept (and marked) for it to answer once it
 * is. An island's buttons wait for their island; on a tool page the others wait for the app.
 * Nothing else sees the press meanwhile, so it is never answered twice.
 */
function keepPress(event: MouseEvent) {
  const button = meantButton(event);
  // A reset button answers by itself.
  if (!button || button.type === 'reset') return;
  const redirected = button !== buttonAt(event.target);
  if (answered(button)) {
    if (!redirected) return;
    // Live by the time the finger came up: its owner answers the press meant for it.
    event.preventDefault();
    event.stopImmediatePropagation();
    button.click();
    return;
  }
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!state.pressed.includes(button)) state.pressed.push(button);
  button.setAttribute(PRESS_KEPT_ATTRIBUTE, '');
  if (button.getAttribute('aria-haspopup') === 'dialog') standIn(button);
}

/**
 * The dialog `button` opens, standing in until its island is live and opens the real one (closing
 * this): the press is answered in the frame it was made, not when the files behind it arrive.
 * Escape or a press on it closes it, and the kept press goes with it.
 */
function standIn(button: HTMLButtonElement) {
  if (state.standingIn) return;
  state.standingIn = button;
  const dialog = document.createElement('dialog');
  dialog.setAttribute(STAND_IN_ATTRIBUTE, '');
  dialog.setAttribute('aria-label', button.getAttribute('aria-label') ?? '');
  dialog.setAttribute('aria-busy', 'true');
  dialog.setAttribute('closedby', 'any');
  // A press on it closes it too: offline, a covered page would have no other way out.
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
