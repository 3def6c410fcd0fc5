import { replayKeptPresses } from './kept-presses';
import { HYDRATED_ATTRIBUTE } from './page-contract';
import { TOOLS_SCOPE, TOOLS_WORKER } from '../domain/tools-app';

/**
 * Called once the tools' app owns the page (hydrated): from now on it answers every press that is
 * not an island's, so the presses the boot kept for it are pressed again, in order. Then, once the
 * browser is idle, the tools' service worker is registered: its precache would otherwise share a
 * phone's slow link with the app itself.
 */
export function takeOverThePage(): void {
  const root = document.documentElement;
  if (root.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  root.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  if (window.__boot) window.__boot.live = true;
  replayKeptPresses([null]);
  window.__boot?.loadFonts();
  if (!('serviceWorker' in navigator)) return;
  void whenIdle().then(() =>
    navigator.serviceWorker.register(TOOLS_WORKER, { scope: TOOLS_SCOPE }).catch(() => {
      // Refused (a private window, storage turned off) or offline: the page works as it is.
    }),
  );
}

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve());
    else setTimeout(resolve);
  });
