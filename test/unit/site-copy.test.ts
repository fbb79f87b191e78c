import { serviceIcons, serviceIds } from '../../shared/catalogue/service-ids';
import * as pageMeta from '../../shared/catalogue/page-meta-copy';
import { titled } from '../../shared/page-meta';
import { company } from '../../shared/catalogue/company';
import { featuredServiceIds, findService, services } from '../../shared/catalogue/services';
import { serviceDetails } from '../../shared/generated/service-details';
import { contactCopy } from '../../shared/catalogue/site-copy';
import { SPEC_FEATURED_SERVICES, SPEC_SERVICES } from '../support/spec-services';

// The home, services, about, support, legal and not-found pages' words as the spec gives them are
// checked where they are drawn: integration/content-pages.test (home, services, about, support,
// legal), integration/pages.test (not found), e2e/content.test and e2e/legal-pages.test (the
// download toasts).

describe('service catalogue', () => {
  it("lists the spec's services in the spec's order", () => {
    const specIds = new Set<string>(SPEC_SERVICES.map(([id]) => id));
    expect(services.filter((s) => specIds.has(s.id)).map((s) => [s.id, s.title])).toEqual(SPEC_SERVICES);
  });

  it('has a service for every id the routes answer, in the same order, with its icon', () => {
    expect(services.map((s) => s.id)).toEqual(serviceIds);
    for (const service of services) expect(service.icon).toBe(serviceIcons[service.id]);
  });

  it('features the six home services, each of which exists', () => {
    expect(featuredServiceIds.map((id) => [id, findService(id)?.title])).toEqual(SPEC_FEATURED_SERVICES);
    expect(findService('no-such-service')).toBeUndefined();
  });

  it.each(services.map((s) => [s.id, s] as const))('%s has a full detail and a card link', (id, service) => {
    expect(service.link).toBe(`/services/${id}`);
    // The description is also the meta description of the service's own page.
    expect(service.description.length).toBeGreaterThanOrEqual(120);
    expect(service.description.length).toBeLessThanOrEqual(160);
    const { overview, included, audience, engagement } = serviceDetails[id];
    expect(overview.length).toBeGreaterThanOrEqual(2);
    expect(overview.length).toBeLessThanOrEqual(3);
    expect(included.length).toBeGreaterThanOrEqual(6);
    expect(included.length).toBeLessThanOrEqual(8);
    expect(audience.length).toBeGreaterThanOrEqual(3);
    expect(audience.length).toBeLessThanOrEqual(5);
    expect(engagement.length).toBeGreaterThanOrEqual(4);
    expect(engagement.length).toBeLessThanOrEqual(5);
    for (const text of [...overview, ...included, ...audience, ...engagement]) expect(text.trim()).not.toBe('');
    expect(engagement[0]).toMatch(/free consultation/i);
  });

  it('gives every service a distinct detail', () => {
    expect(new Set(services.map((s) => serviceDetails[s.id].overview[0])).size).toBe(services.length);
    expect(new Set(services.map((s) => s.description)).size).toBe(services.length);
  });
});

describe('contact page copy', () => {
  it('has the banner and a POPIA privacy notice linking to the policy', () => {
    expect(contactCopy.banner.title).toBe('Get In Touch');
    expect(contactCopy.privacyNotice.linkText).toBe('Privacy Policy');
    expect(contactCopy.privacyNotice.beforeLink).toMatch(/POPIA/);
    expect(contactCopy.privacyNotice.href).toBe('/legal');
  });
});

describe('page meta', () => {
  const entries = Object.entries(pageMeta);

  it('has unique titles under 60 characters naming the company', () => {
    const titles = entries.map(([, m]) => titled(m).title);
    expect(new Set(titles).size).toBe(entries.length);
    for (const title of titles) {
      expect(title.length).toBeLessThanOrEqual(60);
      expect(title).toContain(company.name);
    }
  });

  // The status pages (not found, too many requests) ask not to be indexed: no search shows their description.
  const STATUS_PAGES = ['notFoundMeta', 'tooManyRequestsMeta'];
  it.each(entries.filter(([id]) => !STATUS_PAGES.includes(id)))(
    '%s has a unique description of 120 to 160 characters',
    (_id, meta) => {
      expect(meta.description.length).toBeGreaterThanOrEqual(120);
      expect(meta.description.length).toBeLessThanOrEqual(160);
      expect(entries.filter(([, m]) => m.description === meta.description)).toHaveLength(1);
    },
  );
});
