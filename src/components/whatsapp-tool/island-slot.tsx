import { chakra } from '@chakra-ui/react';
import { ISLAND_SLOT_ATTRIBUTE } from '../../boot/contract';
import type { IslandPart } from '../../islands/link-creator-machine';

/** Nothing React renders or ever touches again, so the link creator's island can show `part` here. */
const untouched = { __html: '' };

/**
 * Where the link creator's island shows a part (src/islands/link-creator.ts) until React shows its
 * own, right after it. No box of its own: what the island puts in lays out as React's would.
 */
export function IslandSlot({ part }: { part: IslandPart }) {
  return (
    <chakra.div
      display="contents"
      {...{ [ISLAND_SLOT_ATTRIBUTE]: part }}
      dangerouslySetInnerHTML={untouched}
    />
  );
}
