/**
 * Below `xl` (1280px) the page's text reaches within 1–2rem of the screen's right edge, where a
 * floating button would cover the ends of its lines. There the floating buttons sit in an opaque
 * dock across the bottom edge instead: text scrolls under the dock as it does past the screen's
 * edge, and is never read through a button. From `xl` on, the text's column ends clear of them.
 * (The menu button at the top sits on the landing page's header, a bar of its own below `xl`:
 * src/components/layout/site-header.tsx.)
 */
export const DOCK_HEIGHT = 'calc(4rem + env(safe-area-inset-bottom))';

/** The dock: the WhatsApp button's column draws it behind its buttons, below `xl`. */
export const BOTTOM_DOCK = {
  _before: {
    content: '""',
    position: 'fixed',
    insetX: '0',
    bottom: '0',
    h: DOCK_HEIGHT,
    bg: 'bg',
    borderTopWidth: '1px',
    borderColor: 'border.muted',
    // Behind the column's buttons: the column is positioned with a z-index of its own.
    zIndex: '-1',
    hideFrom: 'xl',
  },
} as const;

/**
 * How far the floating buttons sit from the screen's bottom edge: centred in the dock below `xl`,
 * floating clear of the text's column from `xl`.
 */
export const FLOATING_ACTIONS_BOTTOM = {
  base: 'calc(0.5rem + env(safe-area-inset-bottom))',
  xl: 'calc(1.5rem + env(safe-area-inset-bottom))',
} as const;

/** The WhatsApp button's size: 3rem in the dock, 4rem (`size="2xl"`) floating. */
export const FLOATING_WHATSAPP_SIZE = { base: '12', xl: '16' } as const;

/**
 * Where 'back to top' sits (src/components/floating/back-to-top.tsx): in the dock, left of the
 * WhatsApp button (1rem from the edge, 3rem wide, a 0.75rem gap) and level with it; from `xl`,
 * right above it (4rem) and the column's gap (0.75rem).
 */
export const BACK_TO_TOP_PLACE = {
  right: { base: '4.75rem', xl: '6' },
  bottom: {
    base: 'calc(0.625rem + env(safe-area-inset-bottom))',
    xl: 'calc(6.25rem + env(safe-area-inset-bottom))',
  },
  w: { base: 'auto', xl: '16' },
} as const;

/**
 * A column of floating buttons at the right edge (its `bottom` is its own): as wide as the
 * WhatsApp button, so 'back to top', in a column of its own above it from `xl`, centres on it.
 */
export const FLOATING_COLUMN = {
  position: 'fixed',
  right: { base: '4', xl: '6' },
  w: FLOATING_WHATSAPP_SIZE,
  zIndex: 'sticky',
  align: 'center',
} as const;

/**
 * Room a page leaves below its last text so the floating buttons never cover it once scrolled to
 * the bottom: below `xl`, the dock (4rem) and a 2rem margin; from `xl`, the offset, the WhatsApp
 * button (4rem), the gap, 'back to top' (2.5rem), a margin.
 */
export const FLOATING_ACTIONS_ROOM = {
  base: 'calc(6rem + env(safe-area-inset-bottom))',
  xl: 'calc(10rem + env(safe-area-inset-bottom))',
} as const;
