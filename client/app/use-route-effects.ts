import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';
import type { RouteMatch } from '../../shared/routes';
import { useAppDispatch } from './hooks';
import { loadPage } from './load-page';
import { menusClosed } from '../state/menu-slice';
import { notePlaces, restorePlace } from './scroll-places';

function setMeta(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * On every client-side path change: a new page starts at the top, Back and Forward return to where
 * the visitor was on it (scroll-places.ts); menus close; the head is updated.
 */
export function useRouteEffects(pathname: string, match: RouteMatch): void {
  const dispatch = useAppDispatch();
  const navigation = useNavigationType();
  const first = useRef(true);
  const latest = useRef(pathname);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // The browser's own restoring would follow the render and scroll the page away again
      // (smoothly, under the site's scroll-behavior), so the app places each entry itself.
      history.scrollRestoration = 'manual';
      notePlaces();
      // A page loaded afresh by Back or Forward (from another site, say): where the visitor was.
      const loaded = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
      if (loaded?.type === 'back_forward') restorePlace();
      return;
    }
    if (navigation === 'POP') restorePlace();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    dispatch(menusClosed());
    latest.current = pathname;
    const canonical = new URL(pathname, document.baseURI).href;
    setMeta('meta[property="og:url"]', 'content', canonical);
    setMeta('link[rel="canonical"]', 'href', canonical);
    // The page's module declares its title and description; the App is loading it anyway.
    loadPage(match.page)
      .then((page) => page.meta(match))
      .then(
        (meta) => {
          if (latest.current !== pathname) return; // a later navigation sets its own
          document.title = meta.title;
          setMeta('meta[name="description"]', 'content', meta.description);
          setMeta('meta[property="og:title"]', 'content', meta.title);
          setMeta('meta[property="og:description"]', 'content', meta.description);
        },
        (error: unknown) => console.error('The page title could not be updated', error),
      );
    // Keyed by the path alone: the navigation's type is read as it was when the path changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, match, dispatch]);
}
