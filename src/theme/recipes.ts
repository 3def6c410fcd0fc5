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

/** Only the recipes the site renders; the rest of Chakra's catalogue never reaches the CSS. */
export const recipes = {
  button,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
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
