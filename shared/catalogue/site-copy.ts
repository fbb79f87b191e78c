/**
 * Every text the content pages show, apart from the service catalogue and the company facts.
 * Pages import from here only; the texts live in sibling modules re-exported below, one a page or
 * section, so that a chunk carries only the texts its pages use (decision 020).
 */
export { aboutCopy } from './about-copy';
export { consentCopy } from './consent-copy';
export { contactCopy } from './contact-copy';
export { homeCopy } from './home-copy';
export { legalCopy } from './legal-copy';
export { serviceDetailCopy } from './service-detail-copy';
export { servicesCopy } from './services-copy';
export { notFoundCopy, tooManyRequestsCopy } from './status-copy';
export { supportCopy } from './support-copy';
