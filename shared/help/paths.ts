/** Where the help centre and its articles are: routing needs only this (shared/routes.ts). */
export const helpPagePath = '/help';

export const helpArticlePath = (slug: string): string => `${helpPagePath}/${slug}`;

/** The search's query parameter: `/help?q=transfer`. */
export const HELP_QUERY = 'q';

/** At most this many characters of a query are searched for. */
export const HELP_QUERY_MAX = 100;

/** A query as it is searched for and shown: spaces collapsed, at most HELP_QUERY_MAX characters. */
export const normaliseHelpQuery = (query: string | null | undefined): string =>
  (query ?? '').replace(/\s+/g, ' ').trim().slice(0, HELP_QUERY_MAX);

/** The search page's address for a query. */
export const helpSearchPath = (query: string): string => {
  const q = normaliseHelpQuery(query);
  return q ? `${helpPagePath}?${new URLSearchParams({ [HELP_QUERY]: q })}` : helpPagePath;
};
