// The islands' module, which the boot inserts once a page has painted: every page's behaviour that
// is not a tool form (src/islands/). They start once the page's deferred styles, which style what
// they show, and its dialogs, which they open, are in.
import { startIslands } from './islands';
import { revealOnScroll } from './islands/reveal';
import { layOutSkippedBlocks } from './islands/skipped-blocks';

const boot = window.__boot;
void Promise.all([
  boot?.stylesIn,
  // Offline, the dialogs' islands start without them: a press on their buttons opens nothing.
  boot?.dialogs?.catch(() => ''),
]).then(([, dialogs]) => {
  if (dialogs) document.body.insertAdjacentHTML('beforeend', dialogs);
  revealOnScroll();
  void startIslands();
  layOutSkippedBlocks();
});
