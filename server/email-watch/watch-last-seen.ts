/**
 * What an alert shows of the records last seen, where the owner's records were removed or changed
 * since. A finding's records are lines as the check shows them, not always records: a DKIM key's
 * line starts with its selector (`google._domainkey: v=DKIM1; …`), an MX or CAA line is written the
 * way a zone file would (`MX 10 mx.example`), a line may have been cut (bounds.ts ends it in '…'),
 * and only so many are kept. Only what can be published again as shown is given as a record to put
 * back (its name, type and value), and the MTA-STS policy beside its record as the file to serve
 * again; MX and CAA lines are shown for reference; a cut line is left out and counted.
 */
import { getDomain } from 'tldts';
import { findingCopy } from '../../shared/catalogue/email-security-copy';
import type { EmailCheckId, FileToPublish, Finding, RecordToPublish } from '../../shared/email-security/result';
import { mtaStsPolicyUrl } from '../email-security/mta-sts-check';

/** What the alert shows of the records last seen. */
export interface LastSeen {
  /** The records that can be published again exactly as given. */
  putBack?: RecordToPublish[];
  /** The MTA-STS policy beside its record, to serve again as given. */
  putBackFile?: FileToPublish;
  /** The lines as the check showed them, for reference only: not to be copied into DNS as they are. */
  lastSeen?: string[];
  /** How many lines were left out for having been cut. */
  lastSeenCut?: number;
}

/** The checks whose records are what the owner publishes in DNS (others' are what a server or a list said). */
const PUBLISHED: ReadonlySet<EmailCheckId> = new Set(['mx', 'spf', 'dmarc', 'dkim', 'mta-sts', 'tls-rpt', 'caa']);

const txt = (name: string, value: string): RecordToPublish => ({ name, type: 'TXT', value });

/** A DKIM line as dkim-check.ts writes it: `<selector>._domainkey: <record>`. */
const DKIM_LINE = /^([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)\._domainkey: (.+)$/s;

/** How a DMARC finding of a record read as sound begins ('Your DMARC policy is '), wherever it was found. */
const POLICY_WORDS = findingCopy.dmarc.policy('', '').slice(0, -'p=.'.length);

/**
 * Where the DMARC record last seen lives: at the domain, or at the registrable domain it was
 * inherited from (dmarc-check.ts: found there only where the domain has none). Where the finding's
 * words do not tell (a broken record of a subdomain), no name is given.
 */
function dmarcName(domain: string, finding: Finding): string | undefined {
  const org = getDomain(domain, { allowPrivateDomains: false }) ?? domain;
  if (org === domain) return `_dmarc.${domain}`;
  if (finding.found.includes(findingCopy.dmarc.inherited(org))) return `_dmarc.${org}`;
  return finding.found.startsWith(POLICY_WORDS) ? `_dmarc.${domain}` : undefined;
}

/** A line as a record that can be published again as it is, or undefined where it is only for reference. */
function recordOf(check: EmailCheckId, line: string, domain: string, finding: Finding): RecordToPublish | undefined {
  switch (check) {
    case 'spf':
      return txt(domain, line);
    case 'dmarc': {
      const name = dmarcName(domain, finding);
      return name ? txt(name, line) : undefined;
    }
    case 'mta-sts':
      // The policy file is shown beside the record: only the record is a TXT value.
      return /^v=STSv1\s*(;|$)/i.test(line) ? txt(`_mta-sts.${domain}`, line) : undefined;
    case 'tls-rpt':
      return txt(`_smtp._tls.${domain}`, line);
    case 'dkim': {
      const [, selector, value] = DKIM_LINE.exec(line) ?? [];
      return selector && value ? txt(`${selector}._domainkey.${domain}`, value) : undefined;
    }
    default:
      // MX and CAA: lines written for reading (and CAA's may be the registrable domain's).
      return undefined;
  }
}

/** The records last seen in `before` of `domain`, where they were removed or changed by `now`. */
export function lastSeenOf(domain: string, before: Finding, now: Finding): LastSeen | undefined {
  const was = before.records ?? [];
  const is = now.records ?? [];
  const same = was.length === is.length && was.every((line) => is.includes(line));
  if (!was.length || !PUBLISHED.has(now.check) || same) return undefined;
  const whole = was.filter((line) => !line.endsWith('…'));
  const putBack: RecordToPublish[] = [];
  const lines: string[] = [];
  let putBackFile: FileToPublish | undefined;
  for (const line of whole) {
    const record = recordOf(now.check, line, domain, before);
    if (record) putBack.push(record);
    else if (now.check === 'mta-sts' && /^version:\s*STSv1\b/i.test(line))
      putBackFile = { url: mtaStsPolicyUrl(domain), lines: line.split(/\r?\n/) };
    else lines.push(line);
  }
  const cut = was.length - whole.length;
  return {
    ...(putBack.length ? { putBack } : {}),
    ...(putBackFile ? { putBackFile } : {}),
    ...(lines.length ? { lastSeen: lines } : {}),
    ...(cut ? { lastSeenCut: cut } : {}),
  };
}
