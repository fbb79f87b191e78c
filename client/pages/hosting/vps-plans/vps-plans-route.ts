import { planKindRecords } from '../../../../shared/catalogue/plans/kinds';
import type { PageRoute } from '../../../app/page-types';
import { plansViewCookie, plansViewFromCookies, plansViewFromSearch, plansViewQuery } from './plans-view';

/**
 * The VPS page's plans view, as its address says: the table (`?view=compare`) with the needs a
 * buyer named (`&cpus=6&ram=10&storage=300`), whose plans that fit are made for the request. A view
 * named in the query is remembered in a cookie (also without JavaScript); the bare page, for a
 * visitor who last chose the table, sends them to it, so the address always says what the page
 * shows and the server's HTML never changes after hydration. The other hosting pages read nothing.
 */
export const vpsPlansRoute: PageRoute = {
  // Asked on the server only: the needs' rules stay out of the page's chunk.
  search: async ({ match, query }) => {
    if (match.page !== 'vps' || plansViewFromSearch(query) !== 'compare') return '';
    const { needsFromSearch, needsQuery } = await import('../../../../shared/catalogue/plans/vps-fit');
    return `${plansViewQuery('compare')}${needsQuery(needsFromSearch(query))}`;
  },
  perRequest: (search) => search.includes('&'),
  visit: ({ match, query, cookies, https }) => {
    if (match.page !== 'vps') return {};
    const asked = plansViewFromSearch(query);
    if (asked) return { setCookie: plansViewCookie(asked, https) };
    const remembered = plansViewFromCookies(cookies) === 'compare';
    return remembered ? { redirectTo: `${planKindRecords.vps.path}${plansViewQuery('compare')}` } : {};
  },
};
