import { ISLAND_ATTRIBUTE, PRESS_KEPT_ATTRIBUTE, STAND_IN_ATTRIBUTE } from './page-contract';

/**
 * Answers the presses the boot script kept (made before what answers them was live) whose button's
 * nearest island is one of `islands`, as the boot judged them: pressed again, in order, now that
 * their owner listens. An island calls it once live, with its elements; the tools' app once it
 * owns the page, with `[null]` (no island). A button gone from the document is gone with its press.
 */
export function replayKeptPresses(islands: readonly (Element | null)[]): void {
  const boot = window.__boot;
  if (!boot) return;
  const mine = boot.pressed.filter((button) =>
    islands.includes(button.closest(`[${ISLAND_ATTRIBUTE}]`)),
  );
  boot.pressed = boot.pressed.filter((button) => !mine.includes(button));
  for (const button of mine) {
    button.removeAttribute(PRESS_KEPT_ATTRIBUTE);
    // The stand-in closes in the same task as the real dialog opens: no frame shows the page.
    if (boot.standingIn === button) {
      document.querySelector<HTMLDialogElement>(`dialog[${STAND_IN_ATTRIBUTE}]`)?.close();
    }
    if (button.isConnected) button.click();
  }
}
