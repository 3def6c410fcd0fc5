/**
 * What a page's markup, its inline boot script (src/boot/boot.ts), its islands and the tools' app
 * agree on: attribute names and ids. Constants only: the boot is inlined into every page, so what
 * it imports is copied into each.
 */

/**
 * On `<html>` from the boot's run until the page's deferred stylesheet is in (or failed): the
 * contents of the boxes the first paint skipped, whose rules it holds, stay hidden meanwhile
 * rather than show unstyled and then jump (scripts/prerender/split-styles.mjs).
 */
export const STYLING_ATTRIBUTE = 'data-styling';

/**
 * On a box below the first screen (a landing section after the hero, the footer): the first paint
 * skips styling its contents, whose rules wait in the page's deferred stylesheet.
 */
export const LATER_ATTRIBUTE = 'data-later';

/**
 * On a fade-in block (`Reveal`) until the islands' module has laid it out: meanwhile, away from the
 * screen, it skips its style and layout (`content-visibility: auto`), so the deferred stylesheet's
 * arrival and the web fonts' swap cost only what is near it. The module then lays the blocks out
 * a few a frame, or all at once before an anchor is followed (src/islands/skipped-blocks.ts).
 */
export const SKIPPED_ATTRIBUTE = 'data-skipped';

/** `data-reveal` on a fade-in block: absent value = visible as prerendered. */
export const REVEAL_ATTRIBUTE = 'data-reveal';
/** Below the fold at load, waiting to be scrolled into view. */
export const REVEAL_PENDING = 'pending';
/** Scrolled into view: fades in (a CSS transition from the pending look). */
export const REVEAL_SHOWN = 'shown';
/** Spec §9: in view once 10% shows, with the viewport's bottom edge pulled in by 50 px. */
export const REVEAL_VIEWPORT = { threshold: 0.1, rootMargin: '0px 0px -50px 0px' } as const;

/**
 * `data-island="<name>"`: a part whose behaviour is an island (src/islands/), bound by the islands'
 * module from the first paint, without the app. Every button inside it is the island's to answer.
 */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * Set by the islands' module on an island's elements once it answers their presses. Until then
 * the boot keeps those presses for it.
 */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

/**
 * On a button pressed before what answers it was live (its island, or the tools' app): the press
 * is kept, and pressed again once it is. Links and fields work without scripts: only buttons are.
 */
export const PRESS_KEPT_ATTRIBUTE = 'data-press-kept';

/**
 * On the dialog the boot opens at once for a press on a button that opens one (`aria-haspopup`)
 * before its island is live: the page dimmed and a spinner, named as the dialog will be, until
 * the real one opens in its place. Closed by the visitor (Escape), it takes the press with it.
 */
export const STAND_IN_ATTRIBUTE = 'data-stand-in';

/** On `<html>` once the tools' app owns the page: tests and the bench wait for it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** On a card row's previous/next button: the way it moves its row, `1` or `-1`. */
export const SCROLL_STEP_ATTRIBUTE = 'data-step';

/** The menu's dialog, for the menu island to open. */
export const MENU_DIALOG_ID = 'site-menu';
/** The video testimonials' player dialog, for their island. */
export const VIDEO_DIALOG_ID = 'video-player';
/** The portfolio's lightbox, for its island. */
export const LIGHTBOX_DIALOG_ID = 'portfolio-lightbox';
/** 'Voltar ao topo', shown by its island past the threshold. */
export const BACK_TO_TOP_ID = 'back-to-top';

/**
 * On the box holding the page's icon sprite (`IconSprite`). Where a page fetches markup after
 * its paint (its dialogs), the build moves the sprite there, out of the HTML.
 */
export const ICON_SPRITE_ATTRIBUTE = 'data-icon-sprite';

/** What the boot leaves on `window` for the islands and the app. */
export interface BootState {
  /** Buttons pressed before what answers them was live, in order, without repeats. */
  pressed: HTMLButtonElement[];
  /** Set by the tools' app once it owns the page: it answers every press not an island's. */
  live?: boolean;
  /** Loads the web fonts; on a tool page, called by the app once live (they wait for it). */
  loadFonts: () => void;
  /** Settles once the page's deferred stylesheet is in (or failed). */
  stylesIn?: Promise<void>;
  /** The page's dialogs' markup (closed), on its way; none for a page without dialogs. */
  dialogs?: Promise<string>;
  /** The button whose press the open stand-in dialog (`STAND_IN_ATTRIBUTE`) answers, if any. */
  standingIn?: HTMLButtonElement;
}

declare global {
  interface Window {
    __boot?: BootState;
  }
}
