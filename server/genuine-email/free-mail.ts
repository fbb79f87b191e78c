/**
 * Mailboxes anyone can open in a minute: over 75 % of business e-mail compromise comes from them
 * (Agari, as KnowBe4's blog reports it). The maintained list of free and disposable mail domains
 * (the free-email-domains-list package, refreshed from public sources: pm.me, gmx.de, mweb.co.za
 * among its 96,000), with South Africa's ISP mail it lacks.
 */
import { DOMAINS } from 'free-email-domains-list/build/src/constants';

const SOUTH_AFRICAN_ISP_MAIL = new Set(['absamail.co.za', 'vodamail.co.za', 'lantic.net', 'iafrica.com']);
/** A university's or a government's domain, which the list holds some of (uct.ac.za, columbia.edu): no one opens those in a minute. */
const INSTITUTIONAL = /\.(?:edu|gov|ac\.[a-z]{2}|(?:edu|gov)\.[a-z]{2})$/;

/** Whether a registrable domain is free webmail; Outlook's and Yahoo's country domains (hotmail.co.za, yahoo.co.uk) too. */
export const isFreeMail = (domain: string): boolean =>
  (DOMAINS.has(domain) && !INSTITUTIONAL.test(domain)) ||
  SOUTH_AFRICAN_ISP_MAIL.has(domain) ||
  /^(hotmail|outlook|live|yahoo)\.(co\.[a-z]{2}|com?\.[a-z]{2}|[a-z]{2})$/.test(domain);
