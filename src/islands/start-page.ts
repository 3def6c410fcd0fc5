import type { Island } from './island';
import { startIslands } from './index';
import { revealOnScroll } from './reveal';
import { layOutSkippedBlocks } from './skipped-blocks';

/**
 * What an islands' module does once the boot has inserted it (after the first paint): the islands
 * start once the page's deferred styles, which style what they show, and its dialogs, which they
 * open, are in.
 */
export function startPage(islands: Record<string, Island>): void {
  const boot = window.__boot;
  void Promise.all([
    boot?.stylesIn,
    // Offline, the dialogs' islands start without them: a press on their buttons opens nothing.
    boot?.dialogs?.catch(() => ''),
  ]).then(async ([, dialogs]) => {
    if (dialogs) document.body.insertAdjacentHTML('beforeend', dialogs);
    revealOnScroll();
    // Before the islands' tasks, which it would otherwise wait for.
    layOutSkippedBlocks();
    await startIslands(islands);
  });
}
