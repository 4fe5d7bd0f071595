import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageFallback } from '../ui/PageFallback';

/** The top of every page: waits for the page's chunk and restores scroll on back/forward. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
