/**
 * What the inline boot script (run before the first paint), its after-paint module and the app
 * (hydrated later) agree on. Constants only: the boot is inlined into every page, so it imports
 * nothing else.
 */

/** The visitor's first sign of intent: any of these loads the app (and measures the page). */
export const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/**
 * What a visitor does to move the page themselves: a wheel, a touch, a key, a press (the
 * scrollbar). A scroll alone may be the browser's (to the URL's #target).
 */
export const MOVE_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * On `<html>` from the boot's run until the page's deferred stylesheet is in (or failed): the
 * contents of the boxes the first paint skipped, whose rules it holds, stay hidden meanwhile
 * rather than show unstyled and then jump (scripts/prerender/split-styles.mjs).
 */
export const STYLING_ATTRIBUTE = 'data-styling';

/** `data-reveal` on a fade-in block: absent value = visible as prerendered. */
export const REVEAL_ATTRIBUTE = 'data-reveal';
/** Below the fold at load, waiting to be scrolled into view. */
export const REVEAL_PENDING = 'pending';
/** Scrolled into view: fades in (a CSS transition from the pending look). */
export const REVEAL_SHOWN = 'shown';
/** Spec §9: in view once 10% shows, with the viewport's bottom edge pulled in by 50 px. */
export const REVEAL_VIEWPORT = { threshold: 0.1, rootMargin: '0px 0px -50px 0px' } as const;

/**
 * On a button pressed before the page was live: the press is kept, and pressed again once it is.
 * Links and fields work without the app, so only buttons are kept.
 */
export const PRESS_KEPT_ATTRIBUTE = 'data-press-kept';

/**
 * Until laid out once, boxes far from the viewport (sections, and the blocks of a section near it)
 * are not laid out (`content-visibility: auto`) and stand in at an estimated height. At the
 * visitor's first sign of intent (once the page's deferred styles are in), and again if the web
 * fonts swap in after it, the after-paint module lays the page out part by part, one part a frame:
 * a box with this attribute is laid out (its own skipping blocks still skipped, measured next), so
 * each remembers its real height and anchors and scrolling land exactly, while boxes out of view
 * still skip their rendering afterwards. (On `<html>`, the whole page at once, as a full-page
 * screenshot needs.)
 */
export const MEASURE_ATTRIBUTE = 'data-measure';

/** On `<html>` while the page is being measured, part by part; gone once every part is. */
export const MEASURING_ATTRIBUTE = 'data-measuring';

/** The parts of a page measured one a frame: each a few hundred elements at most. */
export const MEASURED_PARTS = 'main > *, footer';

/** The blocks of a part (a section's heading, card list, grid), measured one a frame after it. */
export const MEASURED_BLOCKS = ':scope > div > *';

/**
 * `data-island="<name>"`: a part that runs from first paint, before (and without) the app. On a
 * button, the island answers its presses; the island starts once, however many it marks. The boot
 * keeps every press on a button inside an island's element for that island: an island that
 * answers no button marks an element that holds none.
 */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * On the dialog the boot opens at once for a press on a button that opens one (`aria-haspopup`)
 * before what answers it is live: the page dimmed and a spinner, named as the dialog will be, until
 * the real one opens in its place. Closed by the visitor (Escape), it takes the press with it.
 */
export const STAND_IN_ATTRIBUTE = 'data-stand-in';

/**
 * Set by an island on every element whose presses it answers, once it does. Until then the boot
 * keeps their presses for the island, even once the app is live: the app never answers them.
 */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

/** The menu's dialog, injected closed after the first paint for the menu island to open. */
export const MENU_DIALOG_ID = 'site-menu';
/** The video testimonials' player dialog, injected the same way for their island. */
export const VIDEO_DIALOG_ID = 'video-player';
/** The portfolio's lightbox, injected the same way for its island. */
export const LIGHTBOX_DIALOG_ID = 'portfolio-lightbox';
/** 'Voltar ao topo', injected hidden after the first paint for its island to show. */
export const BACK_TO_TOP_ID = 'back-to-top';

/** A web font as the boot script loads it (`new FontFace(family, source, descriptors)`). */
export interface WebFontFace {
  family: string;
  /** The `src` descriptor, e.g. `url(/assets/inter….woff2) format("woff2-variations")`. */
  source: string;
  descriptors: FontFaceDescriptors;
}

/** What the boot hands the after-paint module (src/boot/after-paint.ts). */
export interface AfterPaintInput {
  /** The app's entry. */
  appUrl: string;
  /** Settles once the page's deferred stylesheet, linked by the boot, is in (or failed). */
  stylesIn: Promise<void>;
}

/** What the boot leaves for the app on `window`. */
export interface BootState {
  /** Buttons pressed before what answers them was live, in order, without repeats. */
  pressed: HTMLButtonElement[];
  /** Islands already started (the app's entry starts the rest, e.g. in `vite dev`). */
  islands: string[];
  /**
   * Set by the app once React owns the whole page (every part hydrated): from then on React
   * handles every press. Until then the boot keeps them all, so none falls between the two.
   * (The flags start unset rather than false: the boot is inlined in every page, and bytes count.)
   */
  live?: boolean;
  /** Set at the first sign of intent, when the app is asked for. */
  appRequested?: boolean;
  /**
   * Set by the after-paint module: loads the app once the page's islands are in. Called at the
   * first sign of intent; one that came before the module did is answered when it starts.
   */
  requestApp?: () => void;
  /** Set by the boot once the page has painted, for the after-paint module it then inserts. */
  paint?: AfterPaintInput;
  /** Set once the visitor has moved the page themselves (`MOVE_EVENTS`). */
  moved?: boolean;
  /** The button whose press the open stand-in dialog (`STAND_IN_ATTRIBUTE`) answers, if any. */
  standingIn?: HTMLButtonElement;
}

declare global {
  interface Window {
    __boot?: BootState;
  }
}

/**
 * The link creator's parts its island shows before the app is live (the result panel, a toast),
 * rendered by the build as one `<template>` and injected after the first paint.
 */
export const LINK_CREATOR_TEMPLATE_ID = 'link-creator-parts';
/**
 * `data-island-slot="<part>"`: where an island shows a part of a form React renders (the link
 * creator's result panel, the number as dialled) until React shows its own. React renders the
 * slot empty and never touches what is in it.
 */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';
/** The site chat-button maker's parts its island shows before the app is live (a toast, the number's message). */
export const SITE_BUTTON_TEMPLATE_ID = 'site-button-parts';
