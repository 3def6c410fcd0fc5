import { createRootRoute, Outlet, Scripts } from '@tanstack/react-router';
import { DocumentTitle } from '../components/layout/document-title';
import { HydrationMarker } from '../components/layout/hydration-marker';
import { NotFoundPage } from '../components/not-found/not-found-page';
import { Toaster } from '../components/ui/toaster';
import { siteConfig } from '../config/site';

export const Route = createRootRoute({
  head: () => ({
    meta: [{ title: `${siteConfig.agencyName} · ${siteConfig.tagline}` }],
  }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <HydrationMarker />
      <Outlet />
      <Toaster />
      <Scripts />
    </>
  );
}
