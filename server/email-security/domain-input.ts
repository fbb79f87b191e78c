/**
 * What a visitor typed into /email-security, to the domain to check: a domain, a pasted address
 * (`https://www.example.co.za/about`) or an e-mail address (`someone@example.co.za`), each meaning
 * its registrable domain by the Public Suffix List (`www.example.co.za` is example.co.za, whose
 * records say where its mail goes), where a bare name below one is checked as typed; capitals, surrounding spaces and a final dot (or an
 * ideographic or full-width one, which IDNA reads as a dot) are ignored, and an internationalised
 * name is checked as its punycode and shown as a browser shows it (shown-name.ts). Anything that
 * is not a registrable domain or a name below one is refused with a message naming what is wrong.
 */
import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { parse } from 'tldts';
import { domainInputProblems } from '../../shared/catalogue/email-security-copy';
import { EMAIL_SECURITY_INPUT_MAX } from '../../shared/email-security/result';
import { shownName } from './shown-name';

const DOMAIN_MAX = 253;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** The full stops IDNA maps to a dot (UTS #46): '.', '。', '．' and '｡'. */
const FINAL_DOT = /[.\u3002\uff0e\uff61]$/u;

export type DomainInput = { ok: true; domain: string; shown: string } | { ok: false; problem: string };

const refused = (problem: string): DomainInput => ({ ok: false, problem });

/** The host part of what was typed: a URL's host, an e-mail address's domain, or the text itself. */
function hostPart(typed: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(typed)) {
    try {
      const url = new URL(typed);
      return url.port ? null : url.hostname.replace(/^\[|\]$/g, '');
    } catch {
      return null;
    }
  }
  const at = typed.lastIndexOf('@');
  const host = at >= 0 ? typed.slice(at + 1) : typed;
  // A path after a host typed without its scheme ('example.co.za/about').
  return host.split(/[/?#]/, 1)[0];
}

export function readDomainInput(input: string | undefined): DomainInput {
  const copy = domainInputProblems;
  const typed = (input ?? '').trim();
  if (!typed) return refused(copy.empty);
  if (typed.length > EMAIL_SECURITY_INPUT_MAX) return refused(copy.tooLong);
  const host = hostPart(typed);
  if (host === null) return refused(copy.port);
  const name = host.toLowerCase().replace(FINAL_DOT, '');
  if (isIP(name)) return refused(copy.ipAddress);
  if (/:\d+$/.test(name)) return refused(copy.port);
  if (!name) return refused(copy.empty);
  const ascii = domainToASCII(name);
  if (!ascii) return refused(copy.malformed);
  if (ascii.length > DOMAIN_MAX) return refused(copy.tooLong);
  const labels = ascii.split('.');
  if (labels.some((label) => label === '')) return refused(copy.emptyLabel);
  if (labels.some((label) => !LABEL.test(label))) return refused(copy.malformed);
  if (labels.length === 1) return refused(ascii === 'localhost' ? copy.localhost : copy.noSuffix);
  const parsed = parse(ascii, { allowPrivateDomains: false });
  if (!parsed.isIcann) return refused(copy.noSuffix);
  if (!parsed.domain) return refused(copy.publicSuffix(ascii));
  // A web or e-mail address means the domain it is at; a bare name below one is checked as typed.
  const address = /^[a-z][a-z0-9+.-]*:\/\/|@|[/?#]/i.test(typed) || ascii.startsWith('www.');
  const domain = address ? parsed.domain : ascii;
  return { ok: true, domain, shown: shownName(domain) };
}
