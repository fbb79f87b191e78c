/**
 * A name a stranger's DNS answer points at (an MX, PTR, NS or CNAME target) as the check may show
 * it: a host name of letters, digits, hyphens and dots (RFC 1123 §2.1), lower case without the
 * final dot. Anything else (a label may hold spaces, a URL, a sentence) is never shown as text: not
 * on the page, in the report or in any e-mail from the company's address.
 */

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The name as a host name, '' for the root (a null MX's "."), or undefined where it is not one. */
export function hostName(raw: string): string | undefined {
  const name = raw.toLowerCase().replace(/\.$/, '');
  if (name === '') return '';
  if (name.length > 253) return undefined;
  return name.split('.').every((label) => LABEL.test(label)) ? name : undefined;
}
