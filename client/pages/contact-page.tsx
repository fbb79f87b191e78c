import { PageHero } from '../ui/page-hero';

export default function ContactPage() {
  return <PageHero title="Get In Touch" intro="Tell us about your business and we will get back to you." />;
}
