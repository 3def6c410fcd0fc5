import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './components/app-providers';
import { dropPrerenderedHead } from './components/layout/prerendered-head';
import { adoptPrerenderedStyles } from './browser/adopt-prerendered-styles';
import { setInspector } from './browser/inspector';
import { createRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

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
  // No build renders the islands' markup here: the app renders it, closed, for them to find.
  const { MenuDialog } = await import('./components/menu/site-menu');
  const { VideoTestimonialModal } =
    await import('./components/testimonials/video-testimonial-modal');
  const { PortfolioLightbox } = await import('./components/portfolio/portfolio-lightbox');
  const { LinkCreatorParts } = await import('./components/whatsapp-tool/link-creator-parts');
  const { SiteButtonParts } = await import('./components/site-button/site-button-parts');
  const { BackToTop } = await import('./components/floating/back-to-top');
  flushSync(() =>
    createRoot(document.body.appendChild(document.createElement('div'))).render(
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
      </CacheProvider>,
    ),
  );
}

// Hydrate only the page that was prerendered for this very path. `404.html` is served for every
// unknown URL, so its markup cannot match: there (and in `vite dev`) render from scratch.
const prerenderedHere = container.dataset.ssrPath === window.location.pathname;

if (prerenderedHere) {
  // No route loads data: the matches resolve from the URL alone, as they did in the prerender.
  // `ssr` tells the router it renders over server markup (so it adds no Suspense boundary of its
  // own); the prerendered page carries no manifest.
  router.ssr = { manifest: undefined };
  await router.load();
  adoptPrerenderedStyles(styleCache, container);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <CacheProvider value={styleCache}>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
    );
  });
} else {
  dropPrerenderedHead(document.head);
  createRoot(container).render(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
}
