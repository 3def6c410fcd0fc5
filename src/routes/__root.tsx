import { createRootRoute } from '@tanstack/react-router';
import { isNotFound, RootDocument } from '../components/layout/root-document';
import { NotFoundPage } from '../components/not-found/not-found-page';
import { notFoundTitle } from '../content/seo';
import { noindexHead } from '../domain/seo/page-head';

export const Route = createRootRoute({
  head: ({ matches }) => (isNotFound(matches) ? noindexHead(notFoundTitle) : {}),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});
