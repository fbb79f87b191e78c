import { PageHero } from '../ui/page-hero';

export default function LegalPage() {
  return <PageHero title="Legal Documents & Policies" intro="Our terms, policies and agreements, ready to download." />;
}
