/**
 * How the VPS page shows its plans: as cards (the spec's view) or as one sortable table. One view
 * at a time; the view is in the URL (`?view=compare`), so it is a plain link without JavaScript,
 * and a cookie remembers the visitor's last choice for the next visit to the bare page.
 *
 * The cookie is written and read as the theme's is (shared/theme.ts).
 */
export type PlansView = 'cards' | 'compare';
export const PLANS_VIEWS: readonly PlansView[] = ['cards', 'compare'];
export const DEFAULT_PLANS_VIEW: PlansView = 'cards';
const PLANS_VIEW_PARAM = 'view';
const PLANS_VIEW_COOKIE = 'plans-view';
const PLANS_VIEW_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

const isPlansView = (value: unknown): value is PlansView => PLANS_VIEWS.includes(value as PlansView);

/** The view a query string asks for (`?view=compare`), or null when it names none. */
export function plansViewFromSearch(search: string): PlansView | null {
  const value = new URLSearchParams(search).get(PLANS_VIEW_PARAM);
  return isPlansView(value) ? value : null;
}

/** The view the request's (or the browser's) cookies remember, or null. */
export function plansViewFromCookies(cookies: Readonly<Record<string, string | undefined>>): PlansView | null {
  const value = cookies[PLANS_VIEW_COOKIE];
  return isPlansView(value) ? value : null;
}

/** `?view=compare`: the page's own query for a view. */
export const plansViewQuery = (view: PlansView): string => `?${PLANS_VIEW_PARAM}=${view}`;

/** The cookie that remembers the choice: this site only, over https when the site is. */
export const plansViewCookie = (view: PlansView, https: boolean): string =>
  `${PLANS_VIEW_COOKIE}=${view}; Path=/; Max-Age=${PLANS_VIEW_COOKIE_MAX_AGE_S}; SameSite=Lax${https ? '; Secure' : ''}`;
