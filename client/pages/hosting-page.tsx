import { pageMetaFor } from '../../shared/page-meta';
import type { PageProps } from '../app/page-types';
import { PageHero } from '../ui/page-hero';

export default function HostingPage({ match }: PageProps) {
  const meta = pageMetaFor(match);
  return <PageHero title={meta.title.split(' | ')[0] ?? meta.title} intro={meta.description} />;
}
