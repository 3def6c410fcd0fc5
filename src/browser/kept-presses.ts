import { PRESS_KEPT_ATTRIBUTE, STAND_IN_ATTRIBUTE } from './page-contract';

/**
 * Answers the presses the boot script kept (made before what answers them was live) that `owns`
 * claims: pressed again, in order, now that their owner listens. An island calls it once live,
 * for the buttons inside its elements; the tools' app once it owns the page, for every other. A
 * button gone from the document is gone with its press.
 */
export function replayKeptPresses(owns: (button: HTMLButtonElement) => boolean): void {
  const boot = window.__boot;
  if (!boot) return;
  const mine = boot.pressed.filter(owns);
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
