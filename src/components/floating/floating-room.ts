/** How far the floating buttons sit from the screen's bottom edge, above any home indicator. */
export const FLOATING_ACTIONS_BOTTOM = {
  base: 'calc(1rem + env(safe-area-inset-bottom))',
  md: 'calc(1.5rem + env(safe-area-inset-bottom))',
} as const;

/**
 * Room a page leaves below its last text so the floating buttons never cover it once scrolled to
 * the bottom: the offset, the WhatsApp button (4rem), the gap, 'back to top' (2.5rem), a margin.
 */
export const FLOATING_ACTIONS_ROOM = {
  base: 'calc(9.5rem + env(safe-area-inset-bottom))',
  md: 'calc(10rem + env(safe-area-inset-bottom))',
} as const;
