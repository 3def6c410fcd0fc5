import { PRESS_KEPT_ATTRIBUTE } from '../boot/contract';

/**
 * Called once React owns the whole page: from now on it handles every press, and the buttons the
 * boot script kept (pressed before) are pressed again, in order. A button the app rendered afresh
 * (not hydrated from the prerendered page) is gone from the document, and with it its press.
 */
export function pressKeptButtons(): void {
  const boot = window.__boot;
  if (!boot) return;
  boot.live = true;
  for (const button of boot.pressed.splice(0)) {
    button.removeAttribute(PRESS_KEPT_ATTRIBUTE);
    if (button.isConnected) button.click();
  }
}
