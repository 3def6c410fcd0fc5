import { defineRecipe, defineSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import {
  buttonRecipe,
  containerRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's own recipes without their class names (`chakra-heading`, `chakra-link`…): nothing styles
 * or finds an element by them, and on the landing page their 90 copies cost 60 B of its first
 * round trip.
 */
function unnamed<Recipe extends { className?: string }>(recipe: Recipe): Recipe {
  return { ...recipe, className: undefined };
}

/** Pill-shaped, bold buttons: the agency's calls to action. */
const button = defineRecipe({
  ...unnamed(buttonRecipe),
  base: { ...buttonRecipe.base, borderRadius: 'full', fontWeight: 'semibold' },
});

/**
 * The raised panel a card sits on. Padding and shadow stay with each card: they follow its
 * content, not its kind.
 */
export const cardRecipe = defineRecipe({
  className: 'card',
  base: { bg: 'bg.panel', borderWidth: '1px', rounded: '2xl' },
  variants: {
    variant: {
      // Standing on its own: a form, a quote, a video frame.
      outline: { borderColor: 'border' },
      // One of a grid of peers: a quieter edge, so the grid reads as one block.
      subtle: { borderColor: 'border.muted' },
    },
    // A card that answers the pointer: it lifts, and its edge takes the brand colour.
    interactive: {
      true: {
        transitionProperty: 'transform, box-shadow, border-color',
        transitionDuration: 'moderate',
        transitionTimingFunction: 'ease-out',
        _hover: { transform: 'translateY(-2px)', borderColor: 'brand.500/50' },
      },
    },
  },
  defaultVariants: { variant: 'outline' },
});

/** The rounded square an icon sits in, tinted by the colour palette (the brand's, unless set). */
export const iconTileRecipe = defineRecipe({
  className: 'icon-tile',
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    rounded: 'xl',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
  },
  variants: {
    size: {
      md: { boxSize: '11', fontSize: 'xl' },
      lg: { boxSize: '12', fontSize: '2xl' },
    },
  },
  defaultVariants: { size: 'lg' },
});

/** A `<dialog>` over the whole viewport, the browser's margins, border and size limits undone. */
export const overTheViewport = {
  position: 'fixed',
  inset: '0',
  zIndex: 'modal',
  m: '0',
  p: '0',
  border: '0',
  w: '100dvw',
  h: '100dvh',
  maxW: 'none',
  maxH: 'none',
  outline: '0',
} as const satisfies SystemStyleObject;

/**
 * A modal `<dialog>` fixed over the whole viewport: the element itself is the area around the
 * content (a press on it is a press outside). `sheet` is a full-screen page of its own (the
 * menu); `media` shows one image or video over the darkened page. The entrance plays on
 * every opening: the animations apply only while the dialog is open.
 */
/** The menu's panel's glow, from its top-right corner (sized in rem: the same on any box there). */
const SHEET_GLOW = 'radial-gradient(50rem 30rem at 100% 0%, {colors.brand.500/25}, transparent)';

export const modalSlotRecipe = defineSlotRecipe({
  className: 'modal',
  slots: ['dialog', 'content', 'header', 'title', 'body'],
  base: {
    dialog: {
      ...overTheViewport,
      bg: 'transparent',
      color: 'fg',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      // Laid out while closed, only hidden: an opening then costs no style or layout of the
      // dialog's content (a first style pass of the menu was 40 ms of a press at 4× CPU).
      display: 'flex',
      visibility: 'hidden',
      _open: { visibility: 'visible' },
      _print: { display: 'none !important' },
    },
    content: {
      display: 'flex',
      flexDirection: 'column',
      w: 'full',
      outline: '0',
      textStyle: 'sm',
      animationDuration: 'moderate',
    },
    header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' },
    title: { textStyle: 'lg', fontWeight: 'semibold' },
    body: { flex: '1' },
  },
  variants: {
    variant: {
      sheet: {
        content: {
          // As tall as the screen, or as its items when they are taller (a phone in landscape):
          // stretched to the dialog's height, the panel ended at the screen's bottom and the
          // items below were drawn over the page as the menu scrolled.
          minH: 'full',
          alignSelf: 'flex-start',
          bg: 'bg',
          bgImage: SHEET_GLOW,
          // Moves into place, but is there from the press's own frame: a fade from transparent
          // showed nothing for a frame or two (over 100 ms at 4× CPU), and after the boot's
          // stand-in (see theme/index.ts) showed the page again.
          '[open] > &': { animationName: 'slide-from-top' },
        },
        // The close button stays on screen however far the items are scrolled (a phone on its
        // side shows a few of them at a time). Opaque, the items pass under it; its glow is the
        // panel's own, drawn from the same top-right corner, so at rest the two are one.
        header: {
          px: '6',
          pt: '6',
          pb: '4',
          position: 'sticky',
          top: '0',
          zIndex: '1',
          bg: 'bg',
          bgImage: SHEET_GLOW,
        },
        title: {
          fontFamily: 'heading',
          color: 'fg.muted',
          fontSize: 'sm',
          letterSpacing: 'wider',
          textTransform: 'uppercase',
        },
        body: { display: 'flex', justifyContent: 'center', px: '6', pt: '2', pb: '12' },
      },
      media: {
        dialog: {
          p: '10',
          // An opaque veil: the title, the counter and the controls sit where the page's text
          // was, and through a translucent one they read over it. (Not a backdrop blur: without
          // a GPU every frame of the opening redrew it, 35 ms a frame at 4× CPU.)
          // It covers the page at once, in the press's own frame (as the sheet's content does).
          bg: 'black',
        },
        // Auto margins centre it, and never push a tall one's top out of reach.
        content: { maxW: '6xl', m: 'auto', '[open] > &': { animationName: 'scale-in' } },
        header: { pb: '3' },
        title: { color: 'white', fontSize: { base: 'md', md: 'lg' } },
      },
    },
    // A 16:9 video's player: no wider than lets it, under the header, fit the screen's height
    // (the dialog's padding, 5rem, and the header, 3.5rem), so its controls are on screen on a
    // phone on its side.
    player: {
      true: { content: { maxW: 'min({sizes.6xl}, calc((100dvh - 8.5rem) * 16 / 9))' } },
    },
    // An image to look at closely: nearly the whole width of a phone's screen.
    wide: {
      true: {
        dialog: { px: { base: '2', md: '10' } },
        header: { px: { base: '2', md: '0' } },
      },
    },
  },
  defaultVariants: { variant: 'media' },
});

/** Only the recipes the site renders; the rest of Chakra's catalogue never reaches the CSS. */
export const recipes = {
  button,
  card: cardRecipe,
  container: unnamed(containerRecipe),
  heading: unnamed(headingRecipe),
  icon: unnamed(iconRecipe),
  iconTile: iconTileRecipe,
  input: unnamed(inputRecipe),
  link: unnamed(linkRecipe),
  spinner: unnamed(spinnerRecipe),
  textarea: unnamed(textareaRecipe),
};

/**
 * A group of fields' legend, sized and weighted as a field's label (its line height the text's
 * own), and its error, in a field's error type. Chakra's recipe would also lay the group out (a
 * column, gaps): each group here is laid out where it stands.
 */
const fieldsetSlotRecipe = defineSlotRecipe({
  slots: ['root', 'legend', 'errorText'],
  base: {
    legend: { fontSize: 'sm', fontWeight: 'medium', color: 'fg' },
    errorText: { color: 'fg.error', textStyle: 'xs', fontWeight: 'medium' },
  },
});

export const slotRecipes = {
  modal: modalSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  switch: switchSlotRecipe,
  toast: toastSlotRecipe,
};
