/**
 * Makes the tools installable and usable offline: registers their service worker (built by
 * scripts/pwa/tools-app.mjs), on tool pages only, once the visit's own files are in: the worker's
 * precache (about 420 KB) would otherwise share a phone's slow link with the app the visitor's
 * first touch asks for. So it waits for the app to own the page, or, in a visit that never asks
 * for the app, for a quiet moment; then for the browser to be idle. The landing page never has a
 * worker at all.
 */
import { TOOLS_SCOPE, TOOLS_WORKER } from '../domain/tools-app';

/** A visit that has not asked for the app by then will not need the link for it. */
const QUIET_VISIT_MS = 10_000;

export function start(): void {
  if (!('serviceWorker' in navigator)) return;
  const root = document.documentElement;
  const hydrated = () => root.dataset.hydrated === 'true';
  let asked = false;
  const register = () => {
    if (asked) return;
    asked = true;
    appLive.disconnect();
    clearTimeout(quiet);
    const go = () => {
      navigator.serviceWorker.register(TOOLS_WORKER, { scope: TOOLS_SCOPE }).catch(() => {
        // Refused (a private window, storage turned off) or offline: the page works as it is.
      });
    };
    if ('requestIdleCallback' in window) requestIdleCallback(go);
    else setTimeout(go);
  };
  const appLive = new MutationObserver(() => hydrated() && register());
  appLive.observe(root, { attributeFilter: ['data-hydrated'] });
  const quiet = setTimeout(() => window.__boot?.appRequested || register(), QUIET_VISIT_MS);
  if (hydrated()) register();
}
