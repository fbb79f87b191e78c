import type { PageId } from '../../shared/routes';

/** The chunk name of each page, which the server uses to preload the current page's script. */
export const pageChunks: Record<PageId, string> = {
  home: 'page-home',
  services: 'page-services',
  'service-detail': 'page-service-detail',
  about: 'page-about',
  contact: 'page-contact',
  support: 'page-support',
  legal: 'page-legal',
  'legal-document': 'page-legal-document',
  vps: 'page-hosting',
  shared: 'page-hosting',
  reseller: 'page-hosting',
  cpanel: 'page-hosting',
  pastel: 'page-hosting',
  'microsoft-365': 'page-hosting',
  'not-found': 'page-not-found',
};
