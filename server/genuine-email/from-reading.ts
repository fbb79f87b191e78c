/**
 * The one reading of a message's From: the address as mailauth reads it for DMARC (its DKIM
 * verifier's own reading of the From field, and DMARC's Author Domain of it), handed to everything
 * that names the sender, so that the domain the page names is the domain whose authentication
 * decided. postal-mime's reading gives only the display name, decoded, and only where it reads the
 * same address: two parsers once read one forged From line as two domains. A From that is not one
 * mailbox at a domain DNS can hold, or that the two read differently, is "can't tell".
 */
import { domainToASCII } from 'node:url';
import type { Mailbox } from 'postal-mime';
import type { FromUnclear } from '../../shared/genuine-email/answer';
import { DkimVerifier } from 'mailauth/lib/dkim/dkim-verifier';
import { getAuthorDomain } from 'mailauth/lib/dmarc/author-domain';
import { parseHeaderFields } from '../email-security/header-fields';

export type FromReading = { from: { name: string; address: string } } | { unclear: FromUnclear };

/** RFC 1035 §2.3.4: a name of at most 253 characters (as written, without the root), each label at most 63. */
function isDomainName(domain: string): boolean {
  const ascii = domain.length <= 253 ? domainToASCII(domain) : '';
  return ascii.length > 0 && ascii.length <= 253 && ascii.split('.').every((label) => label.length > 0 && label.length <= 63);
}

/** The header block as mailauth's parser takes it: everything before the first empty line. */
function headerBlock(message: Buffer): Buffer {
  const ends = [message.indexOf('\r\n\r\n'), message.indexOf('\n\n')].filter((at) => at >= 0);
  return ends.length ? message.subarray(0, Math.min(...ends)) : message;
}

export async function readFrom(message: Buffer, postal: Mailbox | undefined): Promise<FromReading> {
  const verifier = new DkimVerifier({});
  await verifier.messageHeaders(parseHeaderFields(headerBlock(message)));
  if (verifier.fromFields === 0 || verifier.headerFrom.length === 0) return { unclear: 'none' };
  const author = getAuthorDomain(verifier.headerFrom, verifier.fromFields);
  if (!('domain' in author) || author.mailboxes !== 1) return { unclear: 'several' };
  const address = verifier.headerFrom[0]!.toLowerCase();
  if (!isDomainName(address.slice(address.lastIndexOf('@') + 1))) return { unclear: 'not-a-domain' };
  if (postal?.address?.toLowerCase() !== address) return { unclear: 'disagree' };
  return { from: { name: postal.name ?? '', address } };
}
