/** A sender's domain as the message check compares it: the part after the `@`, and its registrable name in ASCII. */
import { domainToASCII } from 'node:url';
import { getDomain } from 'tldts';

export const domainOf = (address: string) =>
  address
    .slice(address.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/[>\s]+$/, '');
/** Compared in ASCII (punycode): a supplier typed as müller.co.za is the From's xn--mller-kva.co.za. */
export const registrable = (domain: string) => {
  const ascii = domainToASCII(domain) || domain;
  return getDomain(ascii, { allowPrivateDomains: true }) ?? ascii;
};
