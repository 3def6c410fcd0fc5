import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  createRequestHandler,
  RouterServer,
  renderRouterToString,
} from '@tanstack/react-router/ssr/server';
import { AppProviders } from './components/app-providers';
import { siteConfig } from './config/site';
import { type PageMeta, pageMeta } from './components/layout/page-meta';
import { createRouter } from './router';

export interface RenderedPage {
  status: number;
  html: string;
  styles: string;
  meta: PageMeta;
}

/** Renders one URL to HTML, with the critical CSS Emotion produced for exactly that markup. */
export async function renderPage(path: string): Promise<RenderedPage> {
  // A fresh cache per page: styles of one page must not leak into the next.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  let meta: PageMeta = {};

  const handler = createRequestHandler({
    request: new Request(new URL(path, siteConfig.siteUrl)),
    createRouter,
  });
  const response = await handler(({ router, responseHeaders }) => {
    meta = pageMeta(router.state.matches);
    return renderRouterToString({
      router,
      responseHeaders,
      children: (
        <CacheProvider value={cache}>
          <AppProviders>
            <RouterServer router={router} />
          </AppProviders>
        </CacheProvider>
      ),
    });
  });

  const html = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { status: response.status, html, styles, meta };
}

/** Every static route of the tree: the pages to prerender. */
export function staticPaths(): string[] {
  return Object.keys(createRouter().routesByPath).filter((path) => !path.includes('$'));
}
