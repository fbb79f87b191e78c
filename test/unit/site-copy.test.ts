import { serviceIcons, serviceIds } from '../../shared/catalogue/service-ids';
import * as pageMeta from '../../shared/catalogue/page-meta-copy';
import { titled } from '../../shared/page-meta';
import { company } from '../../shared/catalogue/company';
import { findService, services } from '../../shared/catalogue/services';
import { serviceDetails } from '../../shared/generated/service-details';

// The content pages' words as the spec gives them: unit/spec-site-pages.test; the download toasts'
// e2e/content.test.

describe('service catalogue', () => {
  it('has a service for every id the routes answer, in the same order, with its icon; an unknown id finds none', () => {
    expect(services.map((s) => s.id)).toEqual(serviceIds);
    for (const service of services) expect(service.icon).toBe(serviceIcons[service.id]);
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
