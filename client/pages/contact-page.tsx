import { contactCopy } from '../../shared/catalogue/site-copy';
import { PageHero } from '../ui/page-hero';
import { ContactSection } from './parts/contact-section';

export default function ContactPage() {
  return (
    <>
      <PageHero title={contactCopy.banner.title} intro={contactCopy.banner.intro} />
      <ContactSection />
    </>
  );
}
