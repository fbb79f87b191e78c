import { useLocation } from 'react-router-dom';
import { ORDER_QUERY_PARAM } from '../../shared/catalogue/plans';
import { contactCopy } from '../../shared/catalogue/site-copy';
import { PageHero } from '../ui/page-hero';
import { AssessmentInvitation, EmailSecurityInvitation } from './parts/kept-invitations';
import { CallbackSection } from './parts/callback-section';
import { ContactSection } from './parts/contact-section';
import { pagePart } from '../app/page-part';
import { contentMeta, type PageModule, type PageRoute } from '../app/page-types';

/** The contact page; `?plan=ID` (a plan's Order button before the script ran) starts an order request for that plan. */
export const meta = contentMeta((metas) => metas.contactMeta);

/** A known plan (`?plan=CXN3`, the Order button's form without JavaScript) and nothing else. */
export const route: PageRoute = {
  search: async ({ query }) => {
    const { orderQuery, planFromQuery } = await import('../../shared/catalogue/plans/order-query');
    const plan = planFromQuery(query);
    return plan ? `?${orderQuery(plan)}` : '';
  },
};

/** The plan id an address names, known or not (the server's own search names only a plan it knows). */
const planIdOf = (search: string) => new URLSearchParams(search).get(ORDER_QUERY_PARAM) ?? undefined;

/*
 * The plan's notice, with the plan catalogue, the order's summary and its quotation link, in a
 * chunk of its own: only a `?plan=` address shows it. Its boundary is drawn at every address, as
 * `/contact?plan=NOPE` gets the server's page for `/contact`, and the browser knows the id names
 * no plan only once the part's code has come (client/app/page-part.ts, `shows`).
 */
const { Component: PlanNotice, part: planNoticePart } = pagePart(
  'plan-notice',
  () => import(/* webpackChunkName: "plan-notice" */ './parts/plan-notice').then((module) => module.PlanNoticeFor),
  ({ id }) => id !== undefined,
);

/** An address that names a plan shows its notice from the start. */
export const partsFor: PageModule['partsFor'] = (_match, search) => (planIdOf(search) === undefined ? [] : [planNoticePart]);

export default function ContactPage() {
  const planId = planIdOf(useLocation().search);
  return (
    <>
      <PageHero title={contactCopy.banner.title} intro={contactCopy.banner.intro}>
        <AssessmentInvitation />
        <EmailSecurityInvitation />
      </PageHero>
      <ContactSection withWays planId={planId} notice={<PlanNotice id={planId} />} />
      <CallbackSection topic="sales" />
    </>
  );
}
