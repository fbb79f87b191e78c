import { PageHero } from '../ui/page-hero';

export default function AboutPage() {
  return <PageHero title="About Us" intro="A South African managed IT services partner since 2008." />;
}
