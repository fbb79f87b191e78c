/**
 * What the forwarder's own note above the attached message says: the supplier they expect it from
 * ("Supplier: proteaoffice.co.za", or an address or domain on a line of its own), as the page's
 * "Who should it be from?" field would be given it. Their own domain (a signature's address or
 * web address) and the check address's are never taken for it.
 */
import { getDomain } from 'tldts';

/** A cover note is a few lines: the rest (a long signature, a quoted thread) is not read. */
const COVER_CHARS_READ = 2000;
const LABELLED = /^\s*supplier\s*:\s*(\S.{0,252}?)\s*$/im;
const ADDRESS_OR_DOMAIN = /^\s*<?((?:[^\s@<>]{1,64}@)?(?:www\.)?[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})+)>?\s*$/i;

const domainOf = (given: string) => getDomain(given.slice(given.lastIndexOf('@') + 1).replace(/^www\./i, '')) ?? null;

/** The supplier named in `text`, trimmed, or null where none is; `own` are the domains never taken for one. */
export function supplierInCover(text: string, own: readonly string[]): string | null {
  const cover = text.slice(0, COVER_CHARS_READ);
  const ours = new Set(own.map((domain) => getDomain(domain.toLowerCase())));
  const labelled = LABELLED.exec(cover)?.[1];
  if (labelled && !ours.has(domainOf(labelled.toLowerCase()))) return labelled;
  for (const line of cover.split(/\r?\n/)) {
    const named = ADDRESS_OR_DOMAIN.exec(line)?.[1];
    if (named && domainOf(named.toLowerCase()) && !ours.has(domainOf(named.toLowerCase()))) return named;
  }
  return null;
}
