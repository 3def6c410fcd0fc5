import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { LINK_CREATOR_TEMPLATE_ID } from '../../boot/contract';
import { whatsappTool } from '../../content/whatsapp-tool';
import { IslandToastRegion } from '../ui/island-toast-region';
import { DialledNumber } from './phone-notes';
import { WhatsAppLinkResult } from './whatsapp-link-result';

const noop = () => {};
/** Stand-ins the island replaces. */
const STAND_IN = { link: 'https://wa.me/0', number: '0' };

/**
 * What the link creator's island shows before the app is live, rendered by the build into a
 * `<template>`: the result panel (the app's own, with stand-in texts), a toast region with a toast
 * in the toaster's look (its recipe, placed as the toaster places its own), and the number as
 * dialled and the phone's error, both shown under the phone field (the error in the field's look,
 * a live region as the field's own is).
 */
export function LinkCreatorParts() {
  const field = useSlotRecipe({ key: 'field' })();
  return (
    <template id={LINK_CREATOR_TEMPLATE_ID}>
      <WhatsAppLinkResult
        link={STAND_IN.link}
        opensIn="app"
        onOpensInChange={noop}
        number={STAND_IN.number}
        message=""
        dialled={STAND_IN.number}
        copying={false}
        sharing={false}
        canShare={false}
        onCopy={noop}
        onShare={noop}
        live={false}
      />
      <IslandToastRegion />
      <DialledNumber dialled={STAND_IN.number} />
      <chakra.div css={field.errorText} aria-live="polite">
        {whatsappTool.phoneErrorText}
      </chakra.div>
    </template>
  );
}
