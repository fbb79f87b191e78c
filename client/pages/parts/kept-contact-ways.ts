import { keptPart } from '../../app/kept-part';

/**
 * Phone, WhatsApp, e-mail and office (links only), kept as the server drew them: their code and
 * words come only when a navigation draws them afresh.
 */
export const KeptContactWays = keptPart(
  ({ look }: { look: 'cards' | 'list' }) => `contact-ways:${look}`,
  () => import(/* webpackChunkName: "contact-ways" */ './contact-ways').then((module) => module.ContactWays),
);
