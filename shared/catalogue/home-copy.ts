/** Texts of the home page. Phone, email and address come from `company`, not from here. */
import { paths } from '../routes';

export const homeCopy = {
  hero: {
    headline: 'IT Solutions That Drive Business Growth',
    subheadline:
      'Tailored managed IT services that keep your systems secure, your people productive and your business running through whatever comes next, load-shedding included.',
    primaryCta: { label: 'Start Your IT Assessment', href: paths.contact },
    secondaryCta: { label: 'View Our Services', href: paths.services },
    badges: ['Enterprise Security', 'Expert Support', 'Fast Response'],
  },
  servicesSection: {
    heading: 'Comprehensive IT Services',
    intro:
      'From the servers in your office to the cloud, we look after the technology your business depends on, so you can focus on your customers.',
    // Every home card links to the catalogue, not to its own detail page.
    learnMore: { label: 'Learn More', href: paths.services },
    exploreAll: { label: 'Explore All IT Solutions', href: paths.services },
  },
  getInTouch: {
    heading: 'Get In Touch',
    intro:
      'Call, message or email us and a consultant will get back to you within one business day. Visits to our office are by appointment.',
    labels: { phone: 'Phone', email: 'Email', office: 'Office' },
  },
} as const;
