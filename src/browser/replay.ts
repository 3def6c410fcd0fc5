import { REPLAY_ATTRIBUTE, REPLAY_PENDING_ATTRIBUTE, type ReplayKey } from '../boot/contract';

let kept: ReplayKey[] = [];

/**
 * Called right before hydration: from now on React handles every press itself, so the boot script
 * stops keeping them, and the ones it kept wait for their components (`takeKeptPress`).
 */
export function takeOverFromBoot(): void {
  const boot = window.__boot;
  if (!boot) return;
  boot.live = true;
  kept = boot.pressed.splice(0);
}

/** Whether `key` was pressed before hydration (once: it is then forgotten, and unmarked). */
export function takeKeptPress(key: ReplayKey): boolean {
  document
    .querySelector(`[${REPLAY_ATTRIBUTE}="${key}"]`)
    ?.removeAttribute(REPLAY_PENDING_ATTRIBUTE);
  if (!kept.includes(key)) return false;
  kept = kept.filter((other) => other !== key);
  return true;
}
