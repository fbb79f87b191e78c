/**
 * The services the company offers, in the site's order, with the titles and texts shown across the
 * site: one Markdown file each in static/services (scripts/content/services.ts). Each page's long
 * texts (shared/generated/service-details.ts) are imported only by the service page, so the header, footer and
 * cards that read this list do not carry them in every page's bundle.
 */
import { serviceTexts } from '../generated/service-texts';
import { serviceIcons, servicePath, type ServiceIcon, type ServiceId } from './service-ids';

/** A service's page: what it is (paragraphs), what is included, who it is for, how engagement works. */
export interface ServiceDetail {
  overview: string[];
  included: string[];
  audience: string[];
  engagement: string[];
}

export interface Service {
  id: ServiceId;
  title: string;
  description: string;
  icon: ServiceIcon;
  link: string;
}

export const services: readonly Service[] = serviceTexts.map(({ id, title, description }) => ({
  id,
  title,
  description,
  icon: serviceIcons[id],
  link: servicePath(id),
}));

/** The six services featured on the home page. */
export const featuredServiceIds = [
  'managed-infrastructure',
  'cybersecurity',
  'cloud-services',
  'it-support',
  'network-management',
  'it-health',
] as const;

export const findService = (id: string): Service | undefined => services.find((s) => s.id === id);
