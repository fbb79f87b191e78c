/** Texts of the about page. */
import { paths } from '../routes';
import { company } from './company';

/** Re-exported so pages that print the founding year need not reach into the company record. */
const foundedYear = company.foundedYear;

export const aboutCopy = {
  hero: {
    title: `About ${company.name}`,
    intro:
      'A South African managed IT services and cloud hosting partner that keeps businesses secure, connected and productive.',
  },
  about: {
    heading: 'Your Trusted IT Partner',
    paragraphs: [
      `Since ${foundedYear}, ${company.name} has helped South African businesses get more from their technology. What started as a small support team in ${company.address.locality} has grown into a full managed IT services and cloud hosting provider, with infrastructure in Johannesburg and Cape Town data centres.`,
      'We look after servers, networks, security, connectivity and telephony for organisations ranging from five-person practices to multi-branch companies. Our engineers know local realities first-hand, from load-shedding and fibre outages to POPIA compliance, and design every solution to cope with them.',
      'We measure ourselves by how rarely our clients have to think about IT. Clear agreements, fixed monthly pricing and honest advice have kept many of our clients with us for more than a decade.',
    ],
    partnerCta: { label: 'Partner With Us', href: paths.contact },
  },
  values: {
    heading: 'Our Values',
    items: [
      { title: 'Integrity', text: 'We give honest advice and recommend only what your business actually needs.' },
      {
        title: 'Excellence',
        text: 'We hold our work to documented standards and measure ourselves against agreed response times.',
      },
      { title: 'Partnership', text: 'We treat your business goals as our own and grow our service as you grow.' },
      {
        title: 'Innovation',
        text: 'We adopt proven new technology when it makes your business faster, safer or more resilient.',
      },
    ],
  },
  // Fixed claims the company makes: the years figure is deliberately not computed from foundedYear.
  stats: [
    { value: '15+', label: 'Years of Experience' },
    { value: '500+', label: 'Projects Delivered' },
    { value: '98%', label: 'Client Satisfaction' },
  ],
  mission: {
    heading: 'Our Mission',
    statement:
      'To give every South African business, whatever its size, enterprise-grade technology that is secure, reliable and simple to use, backed by people who answer the phone and take ownership until the problem is solved.',
  },
} as const;
