import { createRootRoute } from '@tanstack/react-router';
import { RootDocument } from '../components/layout/root-document';
import { NotFoundPage } from '../components/not-found/not-found-page';
import { notFoundTitle } from '../content/seo';
import { noindexHead } from '../domain/seo/page-head';

export const Route = createRootRoute({
  // Only the root matched: no page has this path, so the not-found page is showing.
  head: ({ matches }) => (matches.length === 1 ? noindexHead(notFoundTitle) : {}),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});
