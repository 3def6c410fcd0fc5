import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react';

export type LinkButtonProps = HTMLChakraProps<'a', RecipeProps<'button'>>;

const { withContext } = createRecipeContext({ key: 'button' });

/**
 * A link that looks like a button. Chakra's Button stamps `type="button"` on what it renders, even
 * through `asChild`, and that attribute is invalid on an `<a>`: this is the same recipe on a plain
 * anchor.
 */
export const LinkButton = withContext<HTMLAnchorElement, LinkButtonProps>('a');

/** Chakra's IconButton (a square button holding one icon), as a link. */
export function IconLinkButton(props: LinkButtonProps) {
  return <LinkButton px="0" py="0" _icon={{ fontSize: '1.2em' }} {...props} />;
}
