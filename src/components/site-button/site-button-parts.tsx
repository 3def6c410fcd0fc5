import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { SITE_BUTTON_TEMPLATE_ID } from '../../boot/contract';
import { siteButton } from '../../content/site-button';
import { IslandToastRegion } from '../ui/island-toast-region';

/**
 * What the chat-button maker's island shows before the app is live, rendered by the build into a
 * `<template>`: a toast region with a toast in the toaster's look, and the number's message, shown
 * under the number in the field's look (a live region, as the field's own is).
 */
export function SiteButtonParts() {
  const field = useSlotRecipe({ key: 'field' })();
  return (
    <template id={SITE_BUTTON_TEMPLATE_ID}>
      <IslandToastRegion />
      <chakra.div css={field.errorText} aria-live="polite">
        {siteButton.problems.number}
      </chakra.div>
    </template>
  );
}
