/** The server renders every page synchronously: no Suspense fallback ever reaches server HTML. */
import AboutPage from '../pages/about-page';
import ContactPage from '../pages/contact-page';
import HomePage from '../pages/home-page';
import HostingPage from '../pages/hosting-page';
import LegalDocumentPage from '../pages/legal-document-page';
import LegalPage from '../pages/legal-page';
import NotFoundPage from '../pages/not-found-page';
import ServiceDetailPage from '../pages/service-detail-page';
import ServicesPage from '../pages/services-page';
import SupportPage from '../pages/support-page';
import type { PageComponents } from './page-types';

export const eagerPages: PageComponents = {
  home: HomePage,
  services: ServicesPage,
  'service-detail': ServiceDetailPage,
  about: AboutPage,
  contact: ContactPage,
  support: SupportPage,
  legal: LegalPage,
  'legal-document': LegalDocumentPage,
  vps: HostingPage,
  shared: HostingPage,
  reseller: HostingPage,
  cpanel: HostingPage,
  pastel: HostingPage,
  'microsoft-365': HostingPage,
  'not-found': NotFoundPage,
};
