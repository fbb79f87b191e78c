/**
 * Whose Authentication-Results count. RFC 8601 §5: a receiver removes only the results that claim
 * its own authserv-id, so a "pass" anyone wrote before the message reached the recipient survives
 * below the recipient's own; §7.1: believe only ids you know. So the topmost results count, and
 * only where every Received line above them is the recipient's provider's own hop:
 *
 * - Gmail and Google Workspace write `Authentication-Results: mx.google.com; …` under the
 *   Received line of their own MX (support.google.com/mail/answer/29436 shows such headers).
 * - Exchange Online writes no authserv-id; its results count only together with the headers its
 *   header firewall never lets in from outside, `X-MS-Exchange-Organization-*`, and its
 *   `X-Forefront-Antispam-Report` (Microsoft Learn, "Anti-spam message headers in Microsoft 365";
 *   "Header firewall" in Exchange Server's mail flow docs).
 *
 * Every other Authentication-Results was written before the message arrived, by anyone: ignored.
 */
import { claimsPass, parseAuthResults, resultOf, type AuthResults } from './auth-results';

export interface Header {
  /** Lower case. */
  key: string;
  value: string;
}

interface ProviderCheck {
  by: 'microsoft' | 'google';
  results: AuthResults;
  /** Exchange's SFTY values (9.19 and 9.20 impersonation, 9.25 first contact). */
  safety: string[];
  /** Who sealed the message with ARC last before the provider (a forwarder), where one did. */
  sealedBy: string | null;
  /** The provider's server that wrote the results: the host its border hop names (`by mx.google.com`). */
  server: string;
}

export interface WhoseWord {
  trusted: ProviderCheck | null;
  /** Who wrote each results header below the trusted one (or any, with none trusted) that claims a pass; null where no id is given. */
  ignoredPasses: (string | null)[];
}

const byHost = (received: string) => /\bby\s+([^\s;()]+)/i.exec(received)?.[1]?.toLowerCase() ?? '';

/** Gmail's own hops: its MX, and its mailbox store, which names itself by an IPv6 address (`by 2002:a05:…`). */
const isGoogleHop = (received: string) => {
  const host = byHost(received);
  return (
    host === 'mx.google.com' || host.endsWith('.google.com') || (/^[0-9a-f:]+$/.test(host) && /\bwith SMTP id\b/i.test(received))
  );
};

/** Exchange Online's own hops: its servers are named under outlook.com (`….prod.outlook.com`, `….protection.outlook.com`). */
const isMicrosoftHop = (received: string) => /\.(outlook\.com|office365\.com)$/.test(byHost(received));

/** Exchange's header firewall removes these from anything arriving from outside: present, they are its own. */
const exchangeWroteThis = (headers: readonly Header[]) =>
  headers.some((header) => header.key.startsWith('x-ms-exchange-organization-')) &&
  headers.some((header) => header.key === 'x-forefront-antispam-report');

/** The providers' own ARC seals, added on delivery: not a forwarder. */
const PROVIDER_SEALS = /(^|\.)(google\.com|outlook\.com|office365\.com|microsoft\.com)$/;

/**
 * The domain of the last ARC seal a forwarder added (the highest instance, `ARC-Seal: i=2; … d=…`):
 * taken only where the provider's own result says the ARC chain passed, which is its word that the
 * seals verify.
 */
function sealedBy(headers: readonly Header[]): string | null {
  let last: { at: number; domain: string } | null = null;
  for (const header of headers) {
    if (header.key !== 'arc-seal') continue;
    const at = Number(/(?:^|;)\s*i\s*=\s*(\d{1,2})\s*(?:;|$)/.exec(header.value)?.[1] ?? 0);
    const domain = /(?:^|;)\s*d\s*=\s*([a-z0-9.-]{1,253})\s*(?:;|$)/i.exec(header.value)?.[1]?.toLowerCase();
    if (domain && !PROVIDER_SEALS.test(domain) && (!last || at > last.at)) last = { at, domain };
  }
  return last?.domain ?? null;
}

/** The SFTY values of Exchange's antispam report (`…;SFTY:9.25;…`). */
const safetyOf = (headers: readonly Header[]) =>
  headers
    .filter((header) => header.key === 'x-forefront-antispam-report')
    .flatMap((header) => [...header.value.matchAll(/(?:^|;)\s*SFTY:\s*([\d.]+)/gi)].map((match) => match[1]));

export function whoseWord(headers: readonly Header[]): WhoseWord {
  const results = headers.flatMap((header, at) =>
    header.key === 'authentication-results' ? [{ at, read: parseAuthResults(header.value) }] : [],
  );
  const top = results[0];
  const above = top ? headers.slice(0, top.at).filter((header) => header.key === 'received') : [];
  let trusted: ProviderCheck | null = null;
  if (top && above.length > 0) {
    if (top.read.authservId === 'mx.google.com' && above.every((hop) => isGoogleHop(hop.value)))
      trusted = { by: 'google', results: top.read, safety: [], sealedBy: sealedBy(headers), server: byHost(above.at(-1)!.value) };
    else if (top.read.authservId === null && above.every((hop) => isMicrosoftHop(hop.value)) && exchangeWroteThis(headers))
      trusted = {
        by: 'microsoft',
        results: top.read,
        safety: safetyOf(headers),
        sealedBy: sealedBy(headers),
        server: byHost(above.at(-1)!.value),
      };
  }
  const trustedPasses = trusted !== null && passedBy(trusted);
  const ignoredPasses = results
    .filter((result) => result.read !== trusted?.results && claimsPass(result.read) && !trustedPasses)
    .map((result) => result.read.authservId);
  return { trusted, ignoredPasses };
}

/** The provider's own overall verdict: Exchange's composite authentication, Gmail's DMARC. */
const passedBy = (check: ProviderCheck): boolean =>
  check.by === 'microsoft'
    ? resultOf(check.results, 'compauth')?.result === 'pass'
    : resultOf(check.results, 'dmarc')?.result === 'pass';
