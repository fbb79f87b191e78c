/**
 * Titles and descriptions of the content pages, read by each page's own module (so only its own
 * chunk carries them). Hosting pages, /services/{id} and /legal/{id} derive theirs from their
 * own catalogues. Descriptions avoid the company name so a rebrand cannot push them outside the
 * 120–160 characters search engines show.
 */
import { titled } from '../page-meta';
import { company } from './company';

export const pageMeta = {
  home: titled(
    'Managed IT Services & Cloud Hosting',
    `Managed IT services, cybersecurity and cloud hosting that keep South African businesses secure and productive. Trusted by businesses since ${company.foundedYear}.`,
  ),
  services: titled(
    'Our IT Services',
    'Managed infrastructure, cybersecurity, cloud, IT support, networks, connectivity, telecoms, software and physical security for South African businesses.',
  ),
  about: titled(
    'About Us',
    `A South African managed IT services and cloud hosting partner since ${company.foundedYear}: 500+ projects delivered and 98% client satisfaction.`,
  ),
  contact: titled(
    'Contact Us',
    'Request a free IT consultation. Tell us about your business and a consultant will contact you within one business day, or call or WhatsApp us directly.',
  ),
  support: titled(
    'Technical Support',
    'Get help from our engineers by live chat, phone or email, or download the remote support tool so an engineer can connect to your computer and fix it.',
  ),
  legal: titled(
    'Legal Documents & Policies',
    'Download our terms of service, privacy policy, service level agreement, POPIA data processing agreement and other policies as PDF documents.',
  ),
  'not-found': titled('Page not found', 'The page you are looking for does not exist.'),
} as const;
