/** Headings and call to action of every /services/{id} page; the texts per service live in static/services. */
import { paths } from '../routes';

export const serviceDetailCopy = {
  backLink: { label: 'All IT services', href: paths.services },
  headings: {
    overview: 'What it is',
    included: 'What is included',
    audience: 'Who it is for',
    engagement: 'How engagement works',
  },
  cta: {
    heading: 'Ready to get started?',
    text: (serviceTitle: string): string =>
      `Book a free, no-obligation consultation and we will show you what ${serviceTitle} can do for your business.`,
    button: { label: 'Request a Free Consultation', href: paths.contact },
  },
} as const;
