/**
 * JSON-LD for search engines: the company on every page, the website on the home page, a page's
 * plans or service on its own page, and breadcrumbs on the pages below the top level.
 */
import { company } from '../../shared/catalogue/company';
import { findService } from '../../shared/catalogue/services';
import { isPlanKind } from '../../shared/catalogue/plans';
import { isStatusPage, pathOf, type PageId, type RouteMatch } from '../../shared/routes';
import { breadcrumbList } from './breadcrumbs';
import { hostingPlansData } from './plan-structured-data';
import { hostingFaqData } from './faq-structured-data';

/** The pages that carry breadcrumbs: those one level below a page of their own. */
const pagesWithBreadcrumbs: ReadonlySet<PageId> = new Set<PageId>(['service-detail', 'legal-document', 'help-article']);

const organizationId = (publicUrl: string) => `${publicUrl}/#organization`;

function organization(publicUrl: string) {
  // The site's mark is the company's logo.
  const mark = `${publicUrl}/favicon.svg`;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': organizationId(publicUrl),
    name: company.name,
    legalName: company.legalName,
    description: company.tagline,
    url: `${publicUrl}/`,
    logo: mark,
    image: mark,
    email: company.email.display,
    telephone: company.phone.display,
    foundingDate: String(company.foundedYear),
    areaServed: { '@type': 'Country', name: 'South Africa' },
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: company.phone.display,
        email: company.email.display,
        areaServed: 'ZA',
        availableLanguage: 'en',
      },
      {
        '@type': 'ContactPoint',
        contactType: 'technical support',
        telephone: company.phone.display,
        email: company.supportEmail.display,
        areaServed: 'ZA',
        availableLanguage: 'en',
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: company.whatsapp.display,
        url: company.whatsapp.href,
        areaServed: 'ZA',
        availableLanguage: 'en',
      },
    ],
  };
}

function service(serviceId: string, publicUrl: string) {
  const found = findService(serviceId);
  if (!found) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: found.title,
      serviceType: found.title,
      description: found.description,
      url: `${publicUrl}${found.link}`,
      provider: { '@id': organizationId(publicUrl) },
      areaServed: { '@type': 'Country', name: 'South Africa' },
    },
  ];
}

/** The site itself, on its home page, published by the company. */
const website = (publicUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  '@id': `${publicUrl}/#website`,
  name: company.name,
  url: `${publicUrl}/`,
  inLanguage: 'en-ZA',
  publisher: { '@id': organizationId(publicUrl) },
});

/** `image`: the page's own picture (its share image, server/render/share-images.ts). */
export async function structuredData(match: RouteMatch, publicUrl: string, image: string): Promise<object[]> {
  if (isStatusPage(match.page)) return [];
  const page: object[] = isPlanKind(match.page)
    ? [hostingPlansData(match.page, publicUrl, organizationId(publicUrl), image), hostingFaqData(match.page, publicUrl)]
    : match.page === 'service-detail' && match.serviceId
      ? service(match.serviceId, publicUrl)
      : match.page === 'home'
        ? [website(publicUrl)]
        : [];
  const trail = pagesWithBreadcrumbs.has(match.page) ? [await breadcrumbList(pathOf(match), publicUrl)] : [];
  return [organization(publicUrl), ...page, ...trail];
}
