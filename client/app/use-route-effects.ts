import { useEffect, useRef } from 'react';
import { pageMetaFor } from '../../shared/page-meta';
import type { RouteMatch } from '../../shared/routes';
import { useAppDispatch } from './hooks';
import { menusClosed } from '../layout/menu-slice';

function setMeta(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/** On every client-side path change: scroll to the top, close menus, update the head. */
export function useRouteEffects(pathname: string, match: RouteMatch): void {
  const dispatch = useAppDispatch();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    dispatch(menusClosed());
    const meta = pageMetaFor(match);
    document.title = meta.title;
    const canonical = new URL(pathname, document.baseURI).href;
    setMeta('meta[name="description"]', 'content', meta.description);
    setMeta('meta[property="og:title"]', 'content', meta.title);
    setMeta('meta[property="og:description"]', 'content', meta.description);
    setMeta('meta[property="og:url"]', 'content', canonical);
    setMeta('link[rel="canonical"]', 'href', canonical);
  }, [pathname, match, dispatch]);
}
