import { useLocation } from 'react-router-dom';
import { planFromQuery } from '../../shared/catalogue/plans';
import { contactCopy } from '../../shared/catalogue/site-copy';
import { PageHero } from '../ui/page-hero';
import { CallbackSection } from './parts/callback-section';
import { ContactSection } from './parts/contact-section';
import { contentMeta } from '../app/page-types';

/** The contact page; `?plan=ID` (a plan's Order button before the script ran) starts an order request for that plan. */
export const meta = contentMeta((metas) => metas.contactMeta);

export default function ContactPage() {
  const { search } = useLocation();
  return (
    <>
      <PageHero title={contactCopy.banner.title} intro={contactCopy.banner.intro} />
      <ContactSection withWays plan={planFromQuery(search)} />
      <CallbackSection topic="sales" />
    </>
  );
}
