/** JSON-LD for search engines: the company on every page, and the service on a service's own page. */
import { company } from '../../shared/catalogue/company';
import { findService } from '../../shared/catalogue/services';
import { isPlanKind } from '../../shared/catalogue/plans';
import type { RouteMatch } from '../../shared/routes';
import { hostingPlansData } from './plan-structured-data';
import { hostingFaqData } from './faq-structured-data';

const organizationId = (publicUrl: string) => `${publicUrl}/#organization`;

function organization(publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': organizationId(publicUrl),
    name: company.name,
    legalName: company.legalName,
    description: company.tagline,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    image: `${publicUrl}/favicon.svg`,
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

export function structuredData(match: RouteMatch, publicUrl: string): object[] {
  if (match.page === 'not-found') return [];
  if (isPlanKind(match.page))
    return [
      organization(publicUrl),
      hostingPlansData(match.page, publicUrl, organizationId(publicUrl)),
      hostingFaqData(match.page, publicUrl),
    ];
  const extra = match.page === 'service-detail' && match.serviceId ? service(match.serviceId, publicUrl) : [];
  return [organization(publicUrl), ...extra];
}
