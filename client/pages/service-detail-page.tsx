import { findService } from '../../shared/catalogue/services';
import type { PageProps } from '../app/page-types';
import { PageHero } from '../ui/page-hero';
import NotFoundPage from './not-found-page';

export default function ServiceDetailPage({ match }: PageProps) {
  const service = match.serviceId ? findService(match.serviceId) : undefined;
  if (!service) return <NotFoundPage />;
  return <PageHero title={service.title} intro={service.description} />;
}
