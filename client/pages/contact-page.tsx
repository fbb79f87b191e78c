import { useLocation } from 'react-router-dom';
import { orderQuery, planFromQuery } from '../../shared/catalogue/plans';
import { contactCopy } from '../../shared/catalogue/site-copy';
import { PageHero } from '../ui/page-hero';
import { AssessmentInvitation, EmailSecurityInvitation } from './parts/invitation';
import { CallbackSection } from './parts/callback-section';
import { ContactSection } from './parts/contact-section';
import { contentMeta, type PageRoute } from '../app/page-types';

/** The contact page; `?plan=ID` (a plan's Order button before the script ran) starts an order request for that plan. */
export const meta = contentMeta((metas) => metas.contactMeta);

/** A known plan (`?plan=CXN3`, the Order button's form without JavaScript) and nothing else. */
export const route: PageRoute = {
  search: ({ query }) => {
    const plan = planFromQuery(query);
    return plan ? `?${orderQuery(plan)}` : '';
  },
};

export default function ContactPage() {
  const { search } = useLocation();
  return (
    <>
      <PageHero title={contactCopy.banner.title} intro={contactCopy.banner.intro}>
        <AssessmentInvitation />
        <EmailSecurityInvitation />
      </PageHero>
      <ContactSection withWays plan={planFromQuery(search)} />
      <CallbackSection topic="sales" />
    </>
  );
}
