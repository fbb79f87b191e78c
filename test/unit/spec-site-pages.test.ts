/**
 * The site's words in the catalogue against the spec, transcribed by hand so a typo in either place
 * fails; that the pages draw them: integration/content-pages.test (not found: pages.test), that
 * the forms give the messages: unit/validation-forms.test.
 */
import { featuredServiceIds, findService, services } from '../../shared/catalogue/services';
import { legalDocuments } from '../../shared/catalogue/legal-documents';
import { CONTACT_MESSAGES } from '../../shared/validation/contact-schema';
import { ORDER_MESSAGES } from '../../shared/validation/order-schema';
import {
  aboutCopy,
  contactCopy,
  homeCopy,
  legalCopy,
  notFoundCopy,
  servicesCopy,
  supportCopy,
} from '../../shared/catalogue/site-copy';

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title).join(', ');

describe('the content pages against the spec', () => {
  it("when the services are listed, then the spec's ten are there in its order, and the home page features the first six", () => {
    const spec = [
      ['managed-infrastructure', 'Managed Infrastructure'],
      ['cybersecurity', 'Cybersecurity'],
      ['cloud-services', 'Cloud Services'],
      ['it-support', 'IT Support'],
      ['network-management', 'Network Management'],
      ['it-health', 'IT Health Assessment'],
      ['connectivity', 'Connectivity'],
      ['telecoms', 'Telecoms'],
      ['it-software', 'Software Solutions'],
      ['security', 'Security Services'],
    ];
    const specIds = new Set(spec.map(([id]) => id));
    expect(services.filter((s) => specIds.has(s.id)).map((s) => [s.id, s.title])).toEqual(spec);
    expect(featuredServiceIds.map((id) => [id, findService(id)?.title])).toEqual(spec.slice(0, 6));
  });

  it('when the home page is drawn, then its hero, its service cards and Get In Touch have the spec’s words', () => {
    const { hero, servicesSection, getInTouch } = homeCopy;
    expect(hero.headline).toBe('IT Solutions That Drive Business Growth');
    expect(hero.subheadline).toMatch(/tailored managed IT services/i);
    expect(`${hero.primaryCta.label}, ${hero.secondaryCta.label}`).toBe('Start Your IT Assessment, View Our Services');
    expect(hero.badges.join(', ')).toBe('Enterprise Security, Expert Support, Fast Response');
    expect(`${servicesSection.learnMore.label}, ${servicesSection.exploreAll.label}`).toBe(
      'Learn More, Explore All IT Solutions',
    );
    expect(getInTouch.heading).toBe('Get In Touch');
  });

  it('when the services and about pages are drawn, then their headings, reasons, values and figures are the spec’s', () => {
    const { whyChoose } = servicesCopy;
    expect(`${servicesCopy.title}: ${whyChoose.heading}`).toBe('Our IT Services: Why Choose Our Services?');
    expect(titles(whyChoose.items)).toBe('Expert Support, Cloud Solutions, Custom Solutions, Network Security');
    const { about, values, stats, mission } = aboutCopy;
    expect(`${about.partnerCta.label}, ${values.heading}, ${mission.heading}`).toBe('Partner With Us, Our Values, Our Mission');
    expect(titles(values.items)).toBe('Integrity, Excellence, Partnership, Innovation');
    expect(stats.map(({ value, label }) => `${value} ${label}`).join(', ')).toBe(
      '15+ Years of Experience, 500+ Projects Delivered, 98% Client Satisfaction',
    );
  });

  it('when the contact and support pages are drawn, then their headings and buttons are the spec’s', () => {
    expect(contactCopy.banner.title).toBe('Get In Touch');
    expect(contactCopy.privacyNotice).toMatchObject({ linkText: 'Privacy Policy', beforeLink: expect.stringMatching(/POPIA/) });
    const { title, cards, remoteSupport } = supportCopy;
    expect(`${title}: ${titles(Object.values(cards))}, ${remoteSupport.heading}`).toBe(
      'Technical Support: Live Chat, Phone Support, Email Support, Remote Support Access',
    );
    expect(`${cards.liveChat.buttonLabel}, ${remoteSupport.buttonLabel}`).toBe('Start Chat, Download Remote Support');
  });

  it('when the legal page is drawn, then it lists the spec’s eight documents and the PAIA manual, reviewed quarterly', () => {
    expect(`${legalCopy.title}: ${titles(legalDocuments)}`).toBe(
      'Legal Documents & Policies: Terms of Service, Privacy Policy, Service Level Agreement, Data Processing Agreement, ' +
        'Acceptable Use Policy, Security Policy, Incident Response Policy, Business Associate Agreement, PAIA Manual',
    );
    expect(legalCopy.downloadLabel).toBe('Download PDF');
    expect(legalCopy.reviewNotice).toMatch(/reviewed quarterly/);
  });

  it('when the contact form or the order dialog refuses a value, then the message is the spec’s', () => {
    expect(CONTACT_MESSAGES).toEqual({
      nameMin: 'Name must be at least 2 characters',
      nameMax: 'Name must be less than 100 characters',
      email: 'Invalid email address',
      emailMax: 'Email must be less than 255 characters',
      companyMax: 'Company name must be less than 100 characters',
      phoneMax: 'Phone number must be less than 20 characters',
      messageMin: 'Message must be at least 10 characters',
      messageMax: 'Message must be less than 1000 characters',
    });
    // The spec words three of the order dialog's; the others read as yup's defaults would.
    expect(ORDER_MESSAGES).toMatchObject({
      nameMin: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      phoneMin: 'Phone number must be at least 10 digits',
    });
  });

  it('when a page is not found, then it says 404, Oops! Page not found, and offers Return to Home', () => {
    expect(`${notFoundCopy.code} ${notFoundCopy.heading}, ${notFoundCopy.homeLink.label}`).toBe(
      '404 Oops! Page not found, Return to Home',
    );
  });
});
