import { createRouter as createTanStackRouter, type RouterHistory } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { routeTree } from './routeTree.gen';

/** One factory for the prerenderer and the browser, so both build the same route tree. */
export function createRouter(history?: RouterHistory) {
  const router = createTanStackRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    // Every page is its own document (links between pages load a new one), and the browser
    // restores a document's scroll on back and forward by itself. The router's own restoration,
    // for in-app navigations the site never makes, cost every page an inline script.
    scrollRestoration: false,
  });
  // Even so, the router scrolls to the top (or to the URL's #hash) when it first renders: at
  // hydration, seconds after a visitor on a slow phone started reading and scrolling. The page never
  // moves what the visitor reached. (Given at creation, the function would also switch the
  // browser's own restoration off; read at each render, it only stops that scroll.)
  router.options.scrollRestoration = () => false;
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
