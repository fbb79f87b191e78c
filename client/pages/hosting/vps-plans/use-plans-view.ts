import { useLocation } from 'react-router-dom';
import { DEFAULT_PLANS_VIEW, plansViewCookie, plansViewFromCookies, plansViewFromSearch, type PlansView } from './plans-view';
import { useMounted } from '../../../ui/after-mount';
import { documentCookies } from '../../../lib/document-cookies';

/**
 * The VPS page's view: the one the URL names, else the one the visitor last chose. The server
 * redirects a bare first load to the remembered view, so hydration reads only the URL (the
 * server snapshot has no cookie); a later move to the bare page within the site reads the cookie.
 */
export function usePlansView(): PlansView {
  const { search } = useLocation();
  const remembered = useMounted() ? plansViewFromCookies(documentCookies()) : null;
  return plansViewFromSearch(search) ?? remembered ?? DEFAULT_PLANS_VIEW;
}

export const rememberPlansView = (view: PlansView) => {
  document.cookie = plansViewCookie(view, location.protocol === 'https:');
};
