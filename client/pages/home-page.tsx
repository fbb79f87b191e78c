import { PageHero } from '../ui/page-hero';

export default function HomePage() {
  return (
    <PageHero
      title="IT Solutions That Drive Business Growth"
      intro="Tailored managed IT services that keep your business secure, connected and productive."
    />
  );
}
