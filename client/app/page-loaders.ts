/** One chunk per kind of page, so a visitor downloads only the page they open. */
import type { PageId } from '../../shared/routes';
import type { PageModule } from './page-types';

const hosting = () => import(/* webpackChunkName: "page-hosting" */ '../pages/hosting-page');

export const pageLoaders: Record<PageId, () => Promise<PageModule>> = {
  home: () => import(/* webpackChunkName: "page-home" */ '../pages/home-page'),
  services: () => import(/* webpackChunkName: "page-services" */ '../pages/services-page'),
  'service-detail': () => import(/* webpackChunkName: "page-service-detail" */ '../pages/service-detail-page'),
  about: () => import(/* webpackChunkName: "page-about" */ '../pages/about-page'),
  contact: () => import(/* webpackChunkName: "page-contact" */ '../pages/contact-page'),
  support: () => import(/* webpackChunkName: "page-support" */ '../pages/support-page'),
  legal: () => import(/* webpackChunkName: "page-legal" */ '../pages/legal-page'),
  'legal-document': () => import(/* webpackChunkName: "page-legal-document" */ '../pages/legal-document-page'),
  vps: hosting,
  shared: hosting,
  reseller: hosting,
  cpanel: hosting,
  pastel: hosting,
  'microsoft-365': hosting,
  'not-found': () => import(/* webpackChunkName: "page-not-found" */ '../pages/not-found-page'),
};
