// The tools' app: the tool pages' one React app, which owns each tool form for the page's whole
// life. The boot inserts it once the page has painted; it hydrates the prerendered document in a
// transition. (In `vite dev` it renders every page, and starts the islands the build would.)
// The fonts: the build reads their faces from this stylesheet into every page (fallbacks inline,
// web fonts with the deferred styles); `vite dev` links it.
import './theme/fonts.css';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './components/app-providers';
import { adoptPrerenderedStyles } from './browser/adopt-prerendered-styles';
import { setInspector } from './browser/inspector';
import { nextTask } from './browser/next-task';
import { withholdEventsFromReact } from './browser/withheld-events';
import { createRouter } from './router';
import { appSystem } from './theme';

// The build prerenders every tool page (src/components/layout/root-document.tsx): hydrate it where
// it was rendered for this very path. `vite dev` serves no document: render it afresh.
const renderedFor = document.getElementById('root')?.dataset.ssrPath;
const hydrating = !import.meta.env.DEV && renderedFor === window.location.pathname;

// The app's start in steps, each a task of its own: its modules' evaluation, the router, Chakra's
// system, then hydration (which React slices itself). In one task they held a phone's main
// thread for most of a second (4× CPU), and a press made meanwhile waited for all of it.
await nextTask();
const router = createRouter();
if (hydrating) {
  // No route loads data: the matches resolve from the URL alone, as they did in the prerender.
  // Matched first, so that what a route's loader fetches (the link's result panel) comes in
  // while the rest starts. `ssr` tells the router it renders over server markup (so it adds no
  // Suspense boundary of its own); the prerendered page carries no manifest.
  router.ssr = { manifest: undefined };
  await router.load();
}
// Each new rule in an element of its own (`speedy: false`), not inserted through the CSSOM: a
// rule inserted into a stylesheet with cascade layers makes Chromium lay all text out again
// (decision 056), in the frame that answers the press that needed the rule.
const styleCache = createCache({ key: 'css', speedy: false });
await nextTask();
appSystem();
await nextTask();

// Development only (removed from production builds). `?inspect` in the URL streams every actor
// to the Stately inspector, which opens in a new window; `npm run dev:offline` answers third-party
// requests (ads, thumbnails) with the test stand-ins.
if (import.meta.env.DEV) {
  if (new URLSearchParams(window.location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    setInspector(createBrowserInspector().inspect);
  }
  if (import.meta.env.VITE_OFFLINE === 'true') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
}

const app = (
  <StrictMode>
    <CacheProvider value={styleCache}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>
  </StrictMode>
);

if (hydrating) {
  adoptPrerenderedStyles(styleCache, document.body);
  withholdEventsFromReact();
  startTransition(() => {
    hydrateRoot(document, app);
  });
} else {
  flushSync(() => createRoot(document).render(app));
  if (import.meta.env.DEV) {
    // With no boot, the islands' module starts at once (the landing page's: it has every island).
    await import('./entry-landing-islands');
  }
}
