import {
  createRecipeContext,
  type HTMLChakraProps,
  type RecipeVariantProps,
} from '@chakra-ui/react';
import type { iconTileRecipe } from '../../theme/recipes';

const { withContext } = createRecipeContext({ key: 'iconTile' });

export type IconTileProps = HTMLChakraProps<'div', RecipeVariantProps<typeof iconTileRecipe>>;

/** The theme's `iconTile` recipe: an icon on a tinted square. */
export const IconTile = withContext<HTMLDivElement, IconTileProps>('div');
