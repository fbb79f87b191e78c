/** Title and description of every page, derived from the catalogue so each text lives once. */
import { company } from './catalogue/company';
import { findService } from './catalogue/services';
import { pageMeta } from './catalogue/site-copy';
import { paths, type RouteMatch } from './routes';

export interface PageMeta {
  title: string;
  description: string;
}

const suffix = ` | ${company.name}`;

// The content pages' texts live in site-copy; the hosting pages' titles are the page titles.
const fixed: Partial<Record<RouteMatch['page'], PageMeta>> = {
  home: pageMeta[paths.home],
  services: pageMeta[paths.services],
  about: pageMeta[paths.about],
  contact: pageMeta[paths.contact],
  support: pageMeta[paths.support],
  legal: pageMeta[paths.legal],
  vps: { title: `VPS Server Hosting${suffix}`, description: 'NVMe VPS hosting in Cape Town and Johannesburg, priced in rand.' },
  shared: { title: `Shared Web Hosting${suffix}`, description: 'Shared web hosting plans for South African websites.' },
  reseller: { title: `Reseller Hosting${suffix}`, description: 'Reseller hosting with WHM and cPanel under your own brand.' },
  cpanel: { title: `cPanel Hosting${suffix}`, description: 'cPanel hosting with one-click installs and enhanced security.' },
  pastel: { title: `Pastel in the Cloud${suffix}`, description: 'Sage Pastel accounting hosted in the cloud on Windows Server 2022.' },
  'microsoft-365': { title: `Microsoft 365${suffix}`, description: 'Microsoft 365 licences with business email, 1 TB OneDrive and Teams.' },
  'not-found': { title: `Page not found${suffix}`, description: 'The page you are looking for does not exist.' },
};

export function pageMetaFor(match: RouteMatch): PageMeta {
  if (match.page === 'service-detail' && match.serviceId) {
    const service = findService(match.serviceId);
    if (service) return { title: `${service.title}${suffix}`, description: service.description };
  }
  return fixed[match.page] ?? (fixed['not-found'] as PageMeta);
}
