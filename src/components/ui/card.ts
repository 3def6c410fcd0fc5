import {
  createRecipeContext,
  type HTMLChakraProps,
  type RecipeVariantProps,
} from '@chakra-ui/react';
import type { cardRecipe } from '../../theme/recipes';

const { withContext } = createRecipeContext({ key: 'card' });

export type CardProps = HTMLChakraProps<'div', RecipeVariantProps<typeof cardRecipe>>;

/** A `div` (or any element, through `as` and `asChild`) styled by the theme's `card` recipe. */
export const Card = withContext<HTMLDivElement, CardProps>('div');
