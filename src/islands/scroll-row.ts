/**
 * The card rows' previous/next buttons (`ScrollRow`): each moves its row by one card. Where the
 * row is, is its own scroll position: the buttons need no state of their own.
 */
import { SCROLL_STEP_ATTRIBUTE } from '../browser/page-contract';
import { stepScrollRow } from '../browser/scroll-row';

export function start(rows: HTMLElement[]): void {
  for (const region of rows) {
    const row = region.querySelector('ul');
    region.addEventListener('click', (event) => {
      const button = (event.target as Element).closest(`[${SCROLL_STEP_ATTRIBUTE}]`);
      if (button && row)
        stepScrollRow(row, button.getAttribute(SCROLL_STEP_ATTRIBUTE) === '-1' ? -1 : 1);
    });
  }
}
