import { PageHero } from '../ui/page-hero';

export default function ServicesPage() {
  return <PageHero title="Our IT Services" intro="Managed IT, security, cloud and connectivity services for your business." />;
}
