import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageMeta } from './page-meta';

/** Keeps `document.title` in step with client-side navigation (prerendered pages already have it). */
export function DocumentTitle() {
  const title = useRouterState({ select: (state) => pageMeta(state.matches).title });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
