/**
 * Lays out the blocks that skip their rendering (`SKIPPED_ATTRIBUTE`) once the web fonts are in
 * (laid out before, each would be laid out again when they swap): one block a frame, so no frame
 * lays out much of the page. Until then a block off screen has an estimated height, so an anchor
 * followed meanwhile first lays out the rest: its target then lands where it aims, however far
 * the page glides.
 */
import { afterLayout } from '../browser/after-layout';
import { SKIPPED_ATTRIBUTE } from '../browser/page-contract';

export function layOutSkippedBlocks(): void {
  const skipped = [...document.querySelectorAll(`[${SKIPPED_ATTRIBUTE}]`)];
  if (skipped.length === 0) return;
  const next = () => {
    const block = skipped.shift();
    if (!block) {
      removeEventListener('click', beforeAnchor, { capture: true });
      return;
    }
    block.removeAttribute(SKIPPED_ATTRIBUTE);
    afterLayout(block, next);
  };
  const layOutAll = () => {
    for (const block of skipped.splice(0)) block.removeAttribute(SKIPPED_ATTRIBUTE);
  };
  const beforeAnchor = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
    if (link instanceof HTMLAnchorElement && link.pathname === location.pathname) layOutAll();
  };
  addEventListener('click', beforeAnchor, { capture: true });

  // A page opened at an anchor glides to it over estimated heights: laid out, the page glides on
  // to where the target now is.
  const target = document.querySelector(':target');
  if (target) {
    layOutAll();
    target.scrollIntoView();
  }
  void document.fonts.ready.then(next);
}
