import { serviceIcons, serviceIds } from '../../shared/catalogue/service-ids';
import * as pageMeta from '../../shared/catalogue/page-meta-copy';
import { titled } from '../../shared/page-meta';
import { company } from '../../shared/catalogue/company';
import { featuredServiceIds, findService, services } from '../../shared/catalogue/services';
import { serviceDetails } from '../../shared/catalogue/service-details';
import {
  aboutCopy,
  contactCopy,
  defaultRemoteSupportUrl,
  downloadStartedText,
  foundedYear,
  homeCopy,
  legalCopy,
  notFoundCopy,
  servicesCopy,
  supportCopy,
} from '../../shared/catalogue/site-copy';
import { SPEC_FEATURED_SERVICES, SPEC_SERVICES } from '../support/spec-services';

describe('home copy', () => {
  it('has the hero headline, calls to action and badges', () => {
    expect(homeCopy.hero.headline).toBe('IT Solutions That Drive Business Growth');
    expect(homeCopy.hero.subheadline).toMatch(/tailored managed IT services/i);
    expect(homeCopy.hero.primaryCta).toEqual({ label: 'Start Your IT Assessment', href: '/contact' });
    expect(homeCopy.hero.secondaryCta).toEqual({ label: 'View Our Services', href: '/services' });
    expect(homeCopy.hero.badges).toEqual(['Enterprise Security', 'Expert Support', 'Fast Response']);
  });

  it('links every service card and the explore button to the catalogue', () => {
    expect(homeCopy.servicesSection.learnMore).toEqual({ label: 'Learn More', href: '/services' });
    expect(homeCopy.servicesSection.exploreAll).toEqual({ label: 'Explore All IT Solutions', href: '/services' });
    expect(homeCopy.getInTouch.heading).toBe('Get In Touch');
  });
});

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

describe('services page copy', () => {
  it('has the title and the four reasons', () => {
    expect(servicesCopy.title).toBe('Our IT Services');
    expect(servicesCopy.whyChoose.heading).toBe('Why Choose Our Services?');
    expect(servicesCopy.whyChoose.items.map((i) => i.title)).toEqual([
      'Expert Support',
      'Cloud Solutions',
      'Custom Solutions',
      'Network Security',
    ]);
    for (const item of servicesCopy.whyChoose.items) expect(item.text).toMatch(/^[^.]+\.$/);
  });
});

describe('about page copy', () => {
  it('has the partner button, four values, the fixed statistics and a mission', () => {
    expect(aboutCopy.about.partnerCta).toEqual({ label: 'Partner With Us', href: '/contact' });
    expect(aboutCopy.about.paragraphs.join(' ')).toContain('Since 2008');
    expect(foundedYear).toBe(company.foundedYear);
    expect(aboutCopy.values.items.map((v) => v.title)).toEqual(['Integrity', 'Excellence', 'Partnership', 'Innovation']);
    expect(aboutCopy.stats).toEqual([
      { value: '15+', label: 'Years of Experience' },
      { value: '500+', label: 'Projects Delivered' },
      { value: '98%', label: 'Client Satisfaction' },
    ]);
    expect(aboutCopy.mission.statement.length).toBeGreaterThan(40);
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

describe('support page copy', () => {
  it('has the three cards and the remote support section', () => {
    expect(supportCopy.title).toBe('Technical Support');
    expect(supportCopy.cards.liveChat.title).toBe('Live Chat');
    expect(supportCopy.cards.liveChat.buttonLabel).toBe('Start Chat');
    expect(supportCopy.cards.phone.title).toBe('Phone Support');
    expect(supportCopy.cards.phone.hours).toBe(company.hours);
    expect(supportCopy.cards.email.title).toBe('Email Support');
    expect(supportCopy.remoteSupport.heading).toBe('Remote Support Access');
    expect(supportCopy.remoteSupport.buttonLabel).toBe('Download Remote Support');
    expect(defaultRemoteSupportUrl).toBe('https://anydesk.com/en/downloads');
    expect(supportCopy.remoteSupport.defaultUrl).toBe(defaultRemoteSupportUrl);
  });
});

describe('legal and not-found copy', () => {
  it('has the legal page texts and toasts', () => {
    expect(legalCopy.title).toBe('Legal Documents & Policies');
    expect(legalCopy.downloadLabel).toBe('Download PDF');
    expect(legalCopy.reviewNotice).toMatch(/reviewed quarterly/);
    expect(downloadStartedText('privacy-policy.pdf')).toBe('privacy-policy.pdf download started');
    expect(legalCopy.downloadStartedText).toBe(downloadStartedText);
    expect(legalCopy.downloadErrorText).toBe('Error downloading document. Please try again.');
  });

  it('has the not-found texts', () => {
    expect(notFoundCopy.code).toBe('404');
    expect(notFoundCopy.heading).toBe('Oops! Page not found');
    expect(notFoundCopy.homeLink).toEqual({ label: 'Return to Home', href: '/' });
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
