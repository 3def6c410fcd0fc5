import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/** One factory for the prerenderer and the browser, so both build the same route tree. */
export function createRouter() {
  return createTanStackRouter({
    routeTree,
    defaultPreload: 'intent',
    // Every page is its own document (links between pages load a new one), and the browser
    // restores a document's scroll on back and forward by itself. The router's own restoration,
    // for in-app navigations the site never makes, cost every page an inline script.
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
