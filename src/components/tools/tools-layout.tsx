import { Outlet } from '@tanstack/react-router';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { takeOverThePage } from '../../browser/app-live';
import { releaseEventsToReact } from '../../browser/withheld-events';
import { PageEnd } from '../layout/page-end';
import { SiteHeader } from '../layout/site-header';

/**
 * Every tool page: the tools' app, which moves between them without a new document. The header,
 * footer and floating buttons stay as the tool changes (their islands stay bound to them).
 */
export function ToolsLayout() {
  // The first commit is the end of hydration: the app owns the page. The keys and presses withheld
  // from it meanwhile reach it from this commit on (the tool's form has taken in its fields first:
  // a child's layout effect runs before its parent's).
  useLayoutEffect(releaseEventsToReact, []);
  useEffect(takeOverThePage, []);
  // The header and the page's end are boundaries: React hydrates the rest (the tool) first,
  // commits it, and then hydrates them at a lower priority. Their controls are islands, which
  // answer meanwhile; the tool goes live without waiting for them (at 4× CPU, about 150 ms of the
  // 350 that hydrating the whole document took).
  return (
    <>
      <Suspense>
        <SiteHeader backLink />
      </Suspense>
      <Outlet />
      <Suspense>
        <PageEnd />
      </Suspense>
    </>
  );
}
