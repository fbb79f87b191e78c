/**
 * Titles and descriptions of the content pages. Apart from site-copy so that only the code that
 * sets a page's head on client-side navigation (loaded on the first one) carries them.
 */
import { paths } from '../routes';
import { company } from './company';

const titleSuffix = ` | ${company.name}`;

/**
 * Title and description of each content page, keyed by path. Hosting pages and /services/{id}
 * derive theirs from their own catalogues. Descriptions avoid the company name so a rebrand
 * cannot push them outside the 120–160 characters search engines show.
 */
export const pageMeta = {
  [paths.home]: {
    title: `Managed IT Services & Cloud Hosting${titleSuffix}`,
    description: `Managed IT services, cybersecurity and cloud hosting that keep South African businesses secure and productive. Trusted by businesses since ${company.foundedYear}.`,
  },
  [paths.services]: {
    title: `Our IT Services${titleSuffix}`,
    description:
      'Managed infrastructure, cybersecurity, cloud, IT support, networks, connectivity, telecoms, software and physical security for South African businesses.',
  },
  [paths.about]: {
    title: `About Us${titleSuffix}`,
    description: `A South African managed IT services and cloud hosting partner since ${company.foundedYear}: 500+ projects delivered and 98% client satisfaction.`,
  },
  [paths.contact]: {
    title: `Contact Us${titleSuffix}`,
    description:
      'Request a free IT consultation. Tell us about your business and a consultant will contact you within one business day, or call or WhatsApp us directly.',
  },
  [paths.support]: {
    title: `Technical Support${titleSuffix}`,
    description:
      'Get help from our engineers by live chat, phone or email, or download the remote support tool so an engineer can connect to your computer and fix it.',
  },
  [paths.legal]: {
    title: `Legal Documents & Policies${titleSuffix}`,
    description:
      'Download our terms of service, privacy policy, service level agreement, POPIA data processing agreement and other policies as PDF documents.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type ContentPagePath = keyof typeof pageMeta;
