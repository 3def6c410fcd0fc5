import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router';
import { SkipLink } from '../components/layout/skip-link';
import { NotFoundPage } from '../components/not-found/not-found-page';
import { Toaster } from '../components/ui/toaster';
import { notFoundTitle } from '../content/seo';
import { noindexHead } from '../domain/seo/page-head';

export const Route = createRootRoute({
  // Only the root matched: no page has this path, so the not-found page is showing.
  head: ({ matches }) => (matches.length === 1 ? noindexHead(notFoundTitle) : {}),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      {/* React hoists its title, meta and links into <head>; the prerender writes them there. */}
      <HeadContent />
      <SkipLink />
      <Outlet />
      <Toaster />
    </>
  );
}
