import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createMemoryHistory, RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { MenuDialog } from './components/menu/site-menu';
import { PortfolioLightbox } from './components/portfolio/portfolio-lightbox';
import { LinkCreatorParts } from './components/whatsapp-tool/link-creator-parts';
import { SiteButtonParts } from './components/site-button/site-button-parts';
import { BackToTop } from './components/floating/back-to-top';
import { VideoTestimonialModal } from './components/testimonials/video-testimonial-modal';
import { AppProviders } from './components/app-providers';
import { isNotFound } from './components/layout/root-document';
import { siteConfig } from './config/site';
import { robotsTxt, sitemapXml } from './domain/seo/crawl-files';
import {
  TOOLS_ICONS,
  TOOLS_MANIFEST,
  TOOLS_SCOPE,
  TOOLS_WORKER,
  toolsManifest,
} from './domain/tools-app';
import { toolEntries } from './content/menu';
import { toolsAppText } from './content/tools-app';
import { pagesSeo } from './content/seo';
import { THEME_COLOR } from './theme/tokens';
import { createRouter } from './router';

export interface RenderedPage {
  status: number;
  /** The whole document the root route renders, `<html>` to `</html>`. */
  document: string;
  /** The style tags of the critical CSS Emotion produced for its markup. */
  styles: string;
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
  const document = renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(document));
  const status = isNotFound(router.state.matches) ? 404 : 200;
  return { status, document, styles };
}

/** An island's markup, rendered once for every page, with the style tags it uses. */
export interface IslandMarkup {
  html: string;
  styles: string;
}

/**
 * What the islands add to a page once it has painted (see src/boot/after-paint.ts): the menu's
 * dialog, the video player's and the portfolio's lightbox, closed, the link creator's parts and
 * the site chat-button maker's (panel, toast, messages; in templates), and 'back to top', hidden,
 * each with its styles (Chakra's global ones included, for the build to prune as it prunes a
 * page's).
 */
export async function renderIslandMarkup(): Promise<Record<string, IslandMarkup>> {
  const router = createRouter(createMemoryHistory({ initialEntries: ['/'] }));
  await router.load();
  const render = (markup: ReactNode): IslandMarkup => {
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const html = renderToStaticMarkup(
      <CacheProvider value={cache}>
        <AppProviders>
          <RouterContextProvider router={router}>{markup}</RouterContextProvider>
        </AppProviders>
      </CacheProvider>,
    );
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
    return { html, styles };
  };
  return {
    menu: render(<MenuDialog />),
    videos: render(<VideoTestimonialModal />),
    lightbox: render(<PortfolioLightbox />),
    link: render(<LinkCreatorParts />),
    siteButton: render(<SiteButtonParts />),
    floating: render(<BackToTop />),
  };
}

/** Every static route of the tree: the pages to prerender. */
export function staticPaths(): string[] {
  return Object.keys(createRouter().routesByPath).filter((path) => !path.includes('$'));
}

/** `sitemap.xml` and `robots.txt` for the given prerendered pages, by file name. */
export function crawlFiles(paths: readonly string[]): Record<string, string> {
  return {
    'sitemap.xml': sitemapXml(siteConfig.siteUrl, paths),
    'robots.txt': robotsTxt(siteConfig.siteUrl),
  };
}

/** The installed tools: their manifest, and what the build needs to write the worker and icons. */
export function toolsApp() {
  const startPath = pagesSeo.whatsappTool.path;
  return {
    scope: TOOLS_SCOPE,
    worker: TOOLS_WORKER,
    icons: TOOLS_ICONS,
    /** Behind the maskable icon's glyph, as behind the app's splash screen. */
    background: THEME_COLOR,
    /** The page a share to the app opens, which fills its form from the share (share-target.ts). */
    shareTarget: startPath,
    manifest: {
      path: TOOLS_MANIFEST,
      text: toolsManifest({
        text: toolsAppText,
        shortcuts: toolEntries.map((tool) => ({ name: tool.label, url: tool.to })),
        startPath,
        themeColor: THEME_COLOR,
        backgroundColor: THEME_COLOR,
      }),
    },
  };
}
