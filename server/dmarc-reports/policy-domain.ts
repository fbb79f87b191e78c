/**
 * The policy domain a report is for, read from the start of its XML without parsing it: the first
 * `<domain>` of `<policy_published>`, which the schema puts before the records. The owner of that
 * domain is asked before the whole XML is read, so a report for a domain not ours costs a look at
 * its first HEAD_CHARS and nothing more; the parsed report must then name the same domain.
 */
import { MalformedReport } from './aggregate-report';

/** The metadata and the policy come first, in a few hundred bytes; far past that is not a report. */
const HEAD_CHARS = 64 * 1024;
const PUBLISHED = /<(?:[\w.-]+:)?policy_published[\s>]/;
const PUBLISHED_END = /<\/(?:[\w.-]+:)?policy_published[\s>]/;
const DOMAIN = /<(?:[\w.-]+:)?domain>([^<]*)<\//;

/** The policy domain as the report reads it (lower case, no final dot), or MalformedReport. */
export function policyDomainOf(xml: string): string {
  const head = xml.slice(0, HEAD_CHARS);
  const start = PUBLISHED.exec(head);
  if (!start) throw new MalformedReport('no policy_published in the first 64 KB');
  const published = head.slice(start.index);
  const end = PUBLISHED_END.exec(published);
  const domain = DOMAIN.exec(end ? published.slice(0, end.index) : published)?.[1]?.trim();
  if (!domain) throw new MalformedReport('no policy domain in the first 64 KB');
  return domain.toLowerCase().replace(/\.$/, '');
}
