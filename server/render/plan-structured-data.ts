/**
 * JSON-LD for a hosting page: its plans as Products with an Offer in rand where the page shows a
 * price; where it does not (quoted on request), as Services with an Offer that names no price, since
 * Google takes no Product without an offer, a review or a rating, and an offer of a Product must
 * carry its price.
 */
import { hostingPages, plansByKind, planDetails, type Plan, type PlanKind } from '../../shared/catalogue/plans';
import { company } from '../../shared/catalogue/company';

/** 'R1061' → '1061.00', schema.org's price format (digits and a dot, no currency symbol). */
const amount = (price: string): string => `${price.replace(/[^0-9.]/g, '')}.00`.replace(/(\.\d+)\.00$/, '$1');

function offers(plan: Plan, url: string, organizationId: string) {
  const offer = (price: string, unitCode: 'MON' | 'ANN') => ({
    '@type': 'Offer',
    url,
    price: amount(price),
    priceCurrency: 'ZAR',
    availability: 'https://schema.org/InStock',
    seller: { '@id': organizationId },
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: amount(price),
      priceCurrency: 'ZAR',
      unitCode,
      valueAddedTaxIncluded: true,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
    },
  });
  return plan.yearlyPrice ? [offer(plan.price, 'MON'), offer(plan.yearlyPrice, 'ANN')] : offer(plan.price, 'MON');
}

/** An offer to quote: orderable on the page, its price given on request. */
const quoteOffer = (url: string, organizationId: string) => ({
  '@type': 'Offer',
  url,
  availability: 'https://schema.org/InStock',
  seller: { '@id': organizationId },
});

/** `image`: the page's own picture (its share image), which each plan on it carries. */
export function hostingPlansData(kind: PlanKind, publicUrl: string, organizationId: string, image: string) {
  const page = hostingPages[kind];
  const url = `${publicUrl}${page.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${page.title}: ${page.sectionTitle}`,
    url,
    itemListElement: plansByKind[kind].map((plan, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': page.showPrices ? 'Product' : 'Service',
        '@id': `${url}#${plan.id}`,
        name: `${page.title} ${plan.name}`,
        description: planDetails(plan),
        category: page.title,
        brand: { '@type': 'Brand', name: company.name },
        image,
        ...(page.showPrices
          ? { sku: plan.id, offers: offers(plan, url, organizationId) }
          : {
              serviceType: page.title,
              provider: { '@id': organizationId },
              areaServed: { '@type': 'Country', name: 'South Africa' },
              offers: quoteOffer(url, organizationId),
            }),
      },
    })),
  };
}
