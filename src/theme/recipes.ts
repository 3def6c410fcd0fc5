import { defineRecipe } from '@chakra-ui/react';
import {
  buttonRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  spinnerRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

/** Pill-shaped, bold buttons: the agency's calls to action. */
const button = defineRecipe({
  ...buttonRecipe,
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

/** Only the recipes the site renders; the rest of Chakra's catalogue never reaches the CSS. */
export const recipes = {
  button,
  card: cardRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  iconTile: iconTileRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  toast: toastSlotRecipe,
};
