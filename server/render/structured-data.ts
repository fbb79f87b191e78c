/** JSON-LD for search engines: the company on every page. */
import { company } from '../../shared/catalogue/company';
import type { RouteMatch } from '../../shared/routes';

export function organization(publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${publicUrl}/#organization`,
    name: company.name,
    legalName: company.legalName,
    url: `${publicUrl}/`,
    email: company.email.display,
    telephone: company.phone.display,
    foundingDate: String(company.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', telephone: company.phone.display, email: company.email.display, areaServed: 'ZA' },
      { '@type': 'ContactPoint', contactType: 'technical support', telephone: company.phone.display, email: company.supportEmail.display, areaServed: 'ZA' },
    ],
  };
}

export function structuredData(match: RouteMatch, publicUrl: string): object[] {
  return match.page === 'not-found' ? [] : [organization(publicUrl)];
}
