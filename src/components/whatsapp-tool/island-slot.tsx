import { chakra } from '@chakra-ui/react';
import { ISLAND_SLOT_ATTRIBUTE } from '../../boot/contract';
import type { IslandPart } from '../../islands/link-creator-machine';
import type { NUMBER_ERROR_SLOT } from '../../islands/site-button';

/** Nothing React renders or ever touches again, so an island can show `part` here. */
const untouched = { __html: '' };

/**
 * Where an island shows a part (src/islands/link-creator.ts, site-button.ts) until React shows its
 * own, right after it. No box of its own: what the island puts in lays out as React's would.
 */
export function IslandSlot({ part }: { part: IslandPart | typeof NUMBER_ERROR_SLOT }) {
  return (
    <chakra.div
      display="contents"
      {...{ [ISLAND_SLOT_ATTRIBUTE]: part }}
      dangerouslySetInnerHTML={untouched}
    />
  );
}
