import { keptPart } from '../../app/kept-part';

/**
 * The help articles that belong with a page, kept as the server drew them (they are links only):
 * the list of every article comes only when a navigation draws the part afresh.
 */
export const KeptRelatedHelp = keptPart(
  ({ entry, withStatus = false }: { entry: string; withStatus?: boolean }) =>
    `related-help:${entry}${withStatus ? ':status' : ''}`,
  () => import(/* webpackChunkName: "related-help" */ './related-help').then((module) => module.RelatedHelp),
);
