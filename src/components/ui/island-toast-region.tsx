import { chakra, Stack, useSlotRecipe } from '@chakra-ui/react';
import { LuCircleCheck, LuTriangleAlert } from 'react-icons/lu';

/**
 * A toast region with one toast in the toaster's look (its recipe, placed as the toaster places
 * its own), for an island's template: the island clones the toast, keeps the icon of its kind and
 * fills the `data-toast-text` parts (src/islands/island-toasts.ts).
 */
export function IslandToastRegion() {
  const toast = useSlotRecipe({ key: 'toast' })();
  return (
    // Marked as the toaster marks its own group, so it is styled and printed alike.
    <Stack
      data-scope="toast"
      data-part="group"
      position="fixed"
      top="4"
      insetEnd="4"
      insetInline={{ mdDown: '4' }}
      zIndex="toast"
      gap="4"
      align="flex-end"
      pointerEvents="none"
    >
      <chakra.div css={toast.root} role="status" width={{ md: 'sm' }} pointerEvents="auto">
        <chakra.svg asChild css={toast.indicator} data-kind="success">
          <LuCircleCheck aria-hidden />
        </chakra.svg>
        <chakra.svg asChild css={toast.indicator} data-kind="error">
          <LuTriangleAlert aria-hidden />
        </chakra.svg>
        <Stack gap="1" flex="1" maxWidth="100%">
          <chakra.div css={toast.title} data-toast-text />
          <chakra.div css={toast.description} data-toast-text />
        </Stack>
      </chakra.div>
    </Stack>
  );
}
