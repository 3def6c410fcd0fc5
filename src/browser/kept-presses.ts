import { ISLAND_ATTRIBUTE, PRESS_KEPT_ATTRIBUTE, STAND_IN_ATTRIBUTE } from '../boot/contract';

/**
 * Called once React owns the whole page: from now on it handles every press, and the buttons the
 * boot script kept (pressed before) are pressed again, in order. A button the app rendered afresh
 * (not hydrated from the prerendered page) is gone from the document, and with it its press. An
 * island's button is left for its island, which answers it once it is live (`takeKeptPress`).
 */
export function pressKeptButtons(): void {
  const boot = window.__boot;
  if (!boot) return;
  boot.live = true;
  const forIslands = boot.pressed.filter((button) => button.closest(`[${ISLAND_ATTRIBUTE}]`));
  const forTheApp = boot.pressed.filter((button) => !forIslands.includes(button));
  boot.pressed.splice(0, Infinity, ...forIslands);
  for (const button of forTheApp) {
    button.removeAttribute(PRESS_KEPT_ATTRIBUTE);
    closeStandIn(button);
    if (button.isConnected) button.click();
  }
}

/**
 * For an island going live: whether `button` was pressed before (once: then it is forgotten, and
 * the stand-in dialog the press opened closes for the island's own).
 */
export function takeKeptPress(button: Element): boolean {
  const pressed = window.__boot?.pressed ?? [];
  const index = pressed.indexOf(button as HTMLButtonElement);
  if (index === -1) return false;
  pressed.splice(index, 1);
  button.removeAttribute(PRESS_KEPT_ATTRIBUTE);
  closeStandIn(button);
  return true;
}

/**
 * The boot's stand-in dialog (see STAND_IN_ATTRIBUTE) closes as the press it stands in for is
 * answered: in the same task, so no frame shows the page between it and the real dialog. Focus
 * goes back to the button, and the real dialog takes it from there.
 */
function closeStandIn(button: Element) {
  if (window.__boot?.standingIn !== button) return;
  document.querySelector<HTMLDialogElement>(`dialog[${STAND_IN_ATTRIBUTE}]`)?.close();
}
