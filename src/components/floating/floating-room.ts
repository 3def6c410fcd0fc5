/** How far the floating buttons sit from the screen's bottom edge, above any home indicator. */
export const FLOATING_ACTIONS_BOTTOM = {
  base: 'calc(1rem + env(safe-area-inset-bottom))',
  md: 'calc(1.5rem + env(safe-area-inset-bottom))',
} as const;

/**
 * Where 'back to top' sits: right above the WhatsApp button (4rem) and the column's gap (0.75rem),
 * in a fixed column of its own (src/components/floating/back-to-top.tsx).
 */
export const BACK_TO_TOP_BOTTOM = {
  base: 'calc(5.75rem + env(safe-area-inset-bottom))',
  md: 'calc(6.25rem + env(safe-area-inset-bottom))',
} as const;

/**
 * A column of floating buttons at the right edge (its `bottom` is its own): as wide as the
 * WhatsApp button (`size="2xl"`, 4rem), so 'back to top', in a column of its own above it,
 * centres on it.
 */
export const FLOATING_COLUMN = {
  position: 'fixed',
  right: { base: '4', md: '6' },
  w: '16',
  zIndex: 'sticky',
  align: 'center',
} as const;

/**
 * Room a page leaves below its last text so the floating buttons never cover it once scrolled to
 * the bottom: the offset, the WhatsApp button (4rem), the gap, 'back to top' (2.5rem), a margin.
 */
export const FLOATING_ACTIONS_ROOM = {
  base: 'calc(9.5rem + env(safe-area-inset-bottom))',
  md: 'calc(10rem + env(safe-area-inset-bottom))',
} as const;
