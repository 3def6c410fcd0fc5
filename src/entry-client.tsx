import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './components/app-providers';
import { adoptPrerenderedStyles } from './browser/adopt-prerendered-styles';
import { setInspector } from './browser/inspector';
import { createRouter } from './router';

const router = createRouter();
const styleCache = createCache({ key: 'css' });

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

// The build prerenders the document of every page (src/components/layout/root-document.tsx):
// hydrate it where it was rendered for this very path, or is the not-found page (served for every
// unknown URL, whose markup names no path). `vite dev` serves no document: render it afresh.
const renderedFor = document.getElementById('root')?.dataset.ssrPath;
const hydratable =
  !import.meta.env.DEV && (renderedFor === undefined || renderedFor === window.location.pathname);

if (hydratable) {
  // No route loads data: the matches resolve from the URL alone, as they did in the prerender.
  // `ssr` tells the router it renders over server markup (so it adds no Suspense boundary of its
  // own); the prerendered page carries no manifest.
  router.ssr = { manifest: undefined };
  await router.load();
  adoptPrerenderedStyles(styleCache, document.body);
  startTransition(() => {
    hydrateRoot(document, app);
  });
} else {
  // No build renders the islands' markup for `vite dev`: the app renders it, closed, for them to
  // find. After the document, whose rendering clears the body; before the islands start, which
  // waits for a microtask.
  const islandsMarkup = import.meta.env.DEV ? await devIslandsMarkup() : null;
  flushSync(() => createRoot(document).render(app));
  if (islandsMarkup) {
    const container = document.body.appendChild(document.createElement('div'));
    flushSync(() => createRoot(container).render(islandsMarkup));
  }
}

/** The islands' markup, closed (development only). */
async function devIslandsMarkup() {
  const { MenuDialog } = await import('./components/menu/site-menu');
  const { VideoTestimonialModal } =
    await import('./components/testimonials/video-testimonial-modal');
  const { PortfolioLightbox } = await import('./components/portfolio/portfolio-lightbox');
  const { LinkCreatorParts } = await import('./components/whatsapp-tool/link-creator-parts');
  const { SiteButtonParts } = await import('./components/site-button/site-button-parts');
  const { BackToTop } = await import('./components/floating/back-to-top');
  return (
    <CacheProvider value={styleCache}>
      <AppProviders>
        <RouterContextProvider router={router}>
          <MenuDialog />
          <VideoTestimonialModal />
          <PortfolioLightbox />
          <LinkCreatorParts />
          <SiteButtonParts />
          <BackToTop />
        </RouterContextProvider>
      </AppProviders>
    </CacheProvider>
  );
}
