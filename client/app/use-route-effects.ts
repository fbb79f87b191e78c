import { useEffect, useRef } from 'react';
import type { RouteMatch } from '../../shared/routes';
import { useAppDispatch } from './hooks';
import { loadPage } from './load-page';
import { menusClosed } from '../state/menu-slice';

function setMeta(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/** On every client-side path change, Back and Forward included: scroll to the top, close menus, update the head. */
export function useRouteEffects(pathname: string, match: RouteMatch): void {
  const dispatch = useAppDispatch();
  const first = useRef(true);
  const latest = useRef(pathname);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // Every path change starts at the top, Back and Forward too: the browser's own restoring of
      // the old position would follow the render and scroll the page away again (smoothly, under
      // the site's scroll-behavior), so it is turned off for this entry and those the app adds.
      history.scrollRestoration = 'manual';
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
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
  }, [pathname, match, dispatch]);
}
