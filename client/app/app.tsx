import { Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute, routePattern } from '../../shared/routes';
import { useCopyGuard } from '../features/copy-guard/use-copy-guard';
import { Layout } from '../layout/layout';
import { GlobalStyles } from '../ui/global-styles';
import { PageLoading } from '../ui/page-loading';
import { whenIdle } from '../lib/when-idle';
import { usePublicConfig } from './public-config-context';
import { PageErrorBoundary } from './page-error-boundary';
import type { PageComponents } from './page-types';
import { useRouteEffects } from './use-route-effects';

/** The whole site. Providers (store, router, style cache, config) are set up by each entry. */
export function App({ pages }: { pages: PageComponents }) {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  useRouteEffects(pathname, match);
  useCopyGuard();
  const { webVitalsSampleRate } = usePublicConfig();
  useEffect(() => {
    // Lets tests and monitoring tell server HTML from a hydrated, interactive page.
    document.documentElement.dataset.hydrated = 'true';
    // Real visitors' Core Web Vitals, for a sampled share of visits (0 loads nothing): the library
    // loads once the page is interactive and the browser idle, and reads the page's timings from
    // the browser's buffer. The page the visit began on: its vitals are this page load's.
    const route = routePattern(match);
    if (Math.random() < webVitalsSampleRate)
      whenIdle(
        () =>
          void import(/* webpackChunkName: "web-vitals" */ '../features/web-vitals/report-web-vitals').then(
            ({ reportWebVitals }) => reportWebVitals(route),
            (error: unknown) => console.error('Web vitals could not be loaded', error),
          ),
      );
    // Once per page load, with the route it was loaded at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const Page = pages[match.page];
  return (
    <>
      <GlobalStyles />
      <Layout>
        {/* Keyed by path: moving to another page leaves a failed one behind. */}
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Page match={match} />
          </Suspense>
        </PageErrorBoundary>
      </Layout>
    </>
  );
}
