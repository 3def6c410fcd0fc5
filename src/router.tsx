import { createRouter as createTanStackRouter, type RouterHistory } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { MAIN_CONTENT_ID } from './components/layout/skip-link';
import { routeTree } from './routeTree.gen';

/** One factory for the prerenderer and the browser, so both build the same route tree. */
export function createRouter(history?: RouterHistory) {
  const router = createTanStackRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    // Nearly every page is its own document (links to a content page, and away from the link
    // creator, load a new one), and the browser restores a document's scroll on back and forward
    // by itself. The router's own restoration cost every page an inline script, for the one move
    // the app makes itself (the chat-button maker to the link creator), which opens at the top.
    scrollRestoration: false,
  });
  // Even so, the router scrolls to the top (or to the URL's #hash) when it renders a page: at
  // hydration, seconds after a visitor on a slow phone started reading and scrolling. The page as
  // opened never moves what the visitor reached; one the app moves to (from the chat-button maker
  // to the link creator) opens at its top. (Given at creation, the function would also switch the
  // browser's own restoration off; read at each render, it only decides that scroll.)
  const opened = router.isServer ? null : router.latestLocation.href;
  router.options.scrollRestoration = ({ location }) => location.href !== opened;
  // There it takes the focus at its content, where the skip link leads: a screen reader reads on
  // from there, and Tab too (the link pressed may be gone, or at the page's end).
  router.subscribe('onRendered', ({ toLocation }) => {
    if (toLocation.href !== opened) {
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    }
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * A page's dialogs, closed. Not in its HTML, whose every byte is waited for by the first paint
     * (a phone on slow 4G gets about 14 KB in the first round trip): the build renders them
     * apart, and the boot fetches them once the page has painted, for their islands. Loaded
     * by the prerenderer only: the tools' app never carries another page's dialogs.
     */
    dialogs?: () => Promise<ComponentType>;
  }
}
