/**
 * Titles (before the company's name is added) and descriptions of the content pages: plain data,
 * one export each, read by each page's own module, so its chunk carries its own and no other.
 * Hosting pages, /services/{id} and /legal/{id} derive theirs from their own catalogues, and
 * /services its description from the services' titles.
 * Descriptions avoid the company name so a rebrand cannot push them outside the 120–160
 * characters search engines show.
 */
import { company } from './company';
import { services } from './services';

export const homeMeta = {
  title: 'Managed IT Services & Cloud Hosting',
  description: `Managed IT services, cybersecurity and cloud hosting that keep South African businesses secure and productive. Trusted by businesses since ${company.foundedYear}.`,
};
/** The services' titles in the site's order, as many as fit in 160 characters with the count of the rest. */
const servicesDescription = (titles: readonly string[], fits = titles.length): string => {
  const named = fits < titles.length ? [...titles.slice(0, fits), `${titles.length - fits} more`] : titles;
  const text = `Our ${titles.length} IT services for South African businesses: ${new Intl.ListFormat('en-GB').format(named)}.`;
  return text.length <= 160 || fits === 1 ? text : servicesDescription(titles, fits - 1);
};
export const servicesMeta = {
  title: 'Our IT Services',
  description: servicesDescription(services.map((service) => service.title)),
};
export const aboutMeta = {
  title: 'About Us',
  description: `A South African managed IT services and cloud hosting partner since ${company.foundedYear}: 500+ projects delivered and 98% client satisfaction.`,
};
export const contactMeta = {
  title: 'Contact Us',
  description:
    'Request a free IT consultation. Tell us about your business and a consultant will contact you within one business day, or call or WhatsApp us directly.',
};
export const assessmentMeta = {
  title: 'IT Self-Assessment',
  description:
    'Where does your business stand? Answer plain questions on NIST CSF 2.0 and POPIA in about five minutes and see your IT security score at once, free.',
};
export const emailSecurityMeta = {
  title: 'Is My E-mail Safe? Free Domain Check',
  description:
    'Can anyone send e-mail as your business? Check your domain’s SPF, DKIM, DMARC, encrypted delivery and website security in a minute, in plain words, free.',
};
export const genuineEmailMeta = {
  title: 'Is This E-mail Genuine? Fraud Check',
  description:
    'Got an invoice or new banking details by e-mail? See who really sent it, in plain words, and what to do before you pay. Free; your message is never kept.',
};
/** The pages that answer the e-mail check's watch form and its e-mails' links (not indexed). */
export const emailWatchMeta = {
  title: 'Watch My Domain',
  description:
    'Ask for an e-mail when your domain’s e-mail security gets worse: a record removed, a blocklisting, a certificate about to expire or a new look-alike.',
};
export const emailWatchConfirmMeta = {
  title: 'Confirm Your Domain Watch',
  description:
    'Confirm the watch on your domain: from now on we check it again and e-mail you when its e-mail security gets worse, with the change and the fix.',
};
export const emailWatchStopMeta = {
  title: 'Stop Watching a Domain',
  description:
    'Stop the watch on your domain with one button: we delete your address, the domain and the findings we kept at once, and send nothing more.',
};
export const supportMeta = {
  title: 'Technical Support',
  description:
    'Get help from our engineers by live chat, phone or email, or download the remote support tool so an engineer can connect to your computer and fix it.',
};
export const legalMeta = {
  title: 'Legal Documents & Policies',
  description:
    'Download our terms of service, privacy policy, service level agreement, POPIA data processing agreement and other policies as PDF documents.',
};
export const notFoundMeta = { title: 'Page not found', description: 'The page you are looking for does not exist.' };
export const tooManyRequestsMeta = { title: 'Too many requests', description: 'Please wait a minute, then try again.' };
export const helpMeta = {
  title: 'Help Centre',
  description:
    'Step-by-step answers on domains, e-mail, VPS servers, Pastel in the cloud, billing and support: transfer a .co.za domain, make an SSH key and more.',
};
/** The page a weekly DMARC digest's link opens (not indexed). */
export const dmarcDigestMeta = {
  title: 'Who Sends E-mail as You',
  description:
    'A week of DMARC reports for a domain, read for its owner: who sent e-mail as it, how much passed, what to fix, and when it is safe to move to reject.',
};
/** The page a result's "send these to whoever manages your DNS" link opens (not indexed). */
export const supportRequestMeta = {
  title: 'Log a Support Request',
  description:
    'Tell our helpdesk what is wrong, with screenshots, without an account: you get a reference at once and a private link that shows where your request stands.',
};

export const supportStatusMeta = {
  title: 'Your Support Request',
  description:
    'Where your support request stands with our helpdesk: received, open, waiting on you or resolved, and when it last changed.',
};

export const passOnMeta = {
  title: 'DNS Records to Publish',
  description:
    'The DNS records to publish for a domain’s e-mail security, each as its DNS host takes it, with the host’s steps: sent by whoever checked the domain.',
};
