/**
 * Lays out the blocks that skip their rendering (`SKIPPED_ATTRIBUTE`) once the web fonts are in
 * (laid out before, each would be laid out again when they swap): as many a frame as fit in
 * `FRAME_BUDGET_MS`, at least one, so no frame lays out much of the page. Until then a block off
 * screen has an estimated height, so an anchor followed meanwhile first lays out the rest: its
 * target then lands where it aims, however far the page glides.
 */
import { afterLayout } from '../browser/after-layout';
import { SKIPPED_ATTRIBUTE } from '../browser/page-contract';

/**
 * A frame's share of the blocks' layout. A phone's frame lays out one block, and takes longer
 * than this with it (a services card at 4× CPU: 50–100 ms); a desktop's lays out several.
 */
const FRAME_BUDGET_MS = 8;

export function layOutSkippedBlocks(): void {
  const skipped = [...document.querySelectorAll<HTMLElement>(`[${SKIPPED_ATTRIBUTE}]`)];
  if (skipped.length === 0) return;
  const next = () => {
    const start = performance.now();
    let block: HTMLElement | undefined;
    // Each block is laid out as it is lifted (read from it), so what it cost is known before the
    // next one is: this is layout the coming frame would do, done in its place.
    while ((block = skipped.shift())) {
      block.removeAttribute(SKIPPED_ATTRIBUTE);
      void block.offsetHeight;
      if (performance.now() - start >= FRAME_BUDGET_MS) break;
    }
    if (block && skipped.length > 0) afterLayout(block, next);
    else removeEventListener('click', beforeAnchor, { capture: true });
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
