import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createMemoryHistory, RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from './components/app-providers';
import { isNotFound } from './components/layout/root-document';
import { ICON_SPRITE_ATTRIBUTE } from './browser/page-contract';
import { createRouter } from './router';
import { landingIslands } from './islands/landing';
import { TOOLS_SCOPE } from './domain/tools-app';

// The files the build writes besides the pages: the crawlers', the installed tools', the editor's.
export { contentEditor, crawlFiles, toolsApp } from './site-files';

export interface RenderedPage {
  status: number;
  /** The whole document the root route renders, `<html>` to `</html>`. */
  document: string;
  /** The page's dialogs, closed (a route's `staticData.dialogs`), or ''. */
  dialogs: string;
  /** The style tags of the CSS Emotion produced for its markup and its dialogs'. */
  styles: string;
  /** Whether the page is the tools' app's (it hydrates), or a content page (islands only). */
  app: boolean;
  /** The ids of the routes it matched, root first: the app loads their components to hydrate. */
  routes: string[];
}

/** Renders one URL to its document, with the critical CSS Emotion produced for exactly that markup. */
export async function renderPage(path: string): Promise<RenderedPage> {
  // A fresh cache per page: styles of one page must not leak into the next.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);

  // No route loads data, so the browser resolves the same matches from the URL on its own: the
  // page carries no dehydrated router state (no inline scripts, no build timestamp).
  const router = createRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // The page and its dialogs render alike: into the same cache, with the same providers.
  const provided = (children: ReactNode) => (
    <CacheProvider value={cache}>
      <AppProviders>{children}</AppProviders>
    </CacheProvider>
  );
  const page = provided(<RouterProvider router={router} />);
  const whole = await renderedWhole(renderToString(page), page, path);
  const Dialogs = await router.state.matches
    .findLast((match) => match.staticData.dialogs)
    ?.staticData.dialogs?.();
  // A page that fetches its dialogs after its paint fetches its icon sprite with them: in the
  // HTML, whose every byte the first paint waits for, it would cost `/` a round trip.
  const [document, sprite] = Dialogs ? withoutSprite(whole) : [whole, ''];
  const dialogs = Dialogs
    ? renderToStaticMarkup(
        provided(
          <RouterContextProvider router={router}>
            <Dialogs />
          </RouterContextProvider>,
        ),
      ) + sprite
    : '';
  const notFound = isNotFound(router.state.matches);
  return {
    status: notFound ? 404 : 200,
    document,
    dialogs,
    styles: emotion.constructStyleTagsFromChunks(
      emotion.extractCriticalToChunks(document + dialogs),
    ),
    app: path.startsWith(TOOLS_SCOPE) && !notFound,
    routes: router.state.matches.map((match) => match.routeId),
  };
}

/**
 * How React marks a part of the page it failed to render and left to the browser: a content page
 * has no app to render it there, and a tool page would show it only once the app is live.
 */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/**
 * `markup`, if React rendered all of `tree`; else the build stops, naming the page and the error
 * (which `renderToString` does not report: the tree is rendered again, with an error handler).
 */
export async function renderedWhole(
  markup: string,
  tree: ReactElement,
  path: string,
): Promise<string> {
  if (!markup.includes(LEFT_TO_THE_BROWSER)) return markup;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    onError: (error) => {
      errors.push(error);
    },
  });
  prelude.resume();
  const [cause] = errors;
  const reason = cause instanceof Error ? cause.message : String(cause ?? 'unknown error');
  throw new Error(`${path}: part of the page failed to render: ${reason}`, { cause });
}

const ICON_SPRITE = new RegExp(`<div [^>]*${ICON_SPRITE_ATTRIBUTE}[^>]*>.*?</div>`, 's');
/** The document without its icon sprite (`IconSprite`), and the sprite. */
function withoutSprite(document: string): [string, string] {
  const sprite = ICON_SPRITE.exec(document)?.[0];
  if (!sprite) throw new Error(`no icon sprite (${ICON_SPRITE_ATTRIBUTE}) in the document`);
  return [document.replace(sprite, ''), sprite];
}

/** Every page of the route tree: each route with a path and no child routes (layouts are none). */
export function staticPaths(): string[] {
  return Object.entries(createRouter().routesByPath)
    .filter(([path, route]) => !path.includes('$') && !route.children)
    .map(([path]) => path);
}

/**
 * The islands only the landing page's islands' module has (src/islands/landing.ts): a page that
 * marks an element for one loads that module (scripts/prerender/page-additions.mjs).
 */
export function landingIslandNames(): string[] {
  return Object.keys(landingIslands);
}
