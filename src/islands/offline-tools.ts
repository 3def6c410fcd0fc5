/**
 * Makes the tools installable and usable offline: registers their service worker (built by
 * scripts/pwa/tools-app.mjs), on tool pages only, once the page has loaded and the browser is
 * idle. Its precaching then shares neither the first paint's round trips nor a first press's
 * frame, and the landing page never has a worker at all.
 */
import { TOOLS_SCOPE, TOOLS_WORKER } from '../domain/tools-app';

export function start(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(TOOLS_WORKER, { scope: TOOLS_SCOPE }).catch(() => {
      // Refused (a private window, storage turned off) or offline: the page works as it is.
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
