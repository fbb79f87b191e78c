/**
 * Whose Authentication-Results count. RFC 8601 §5: a receiver removes only the results that claim
 * its own authserv-id, so a "pass" anyone wrote before the message reached the recipient survives
 * below the recipient's own; §7.1: believe only ids you know. So the topmost results are the
 * provider's only where every Received line above them is the recipient's provider's own hop:
 *
 * - Gmail and Google Workspace write `Authentication-Results: mx.google.com; …` under the
 *   Received line of their own MX (support.google.com/mail/answer/29436 shows such headers).
 * - Exchange Online writes no authserv-id; its results count only together with the headers its
 *   header firewall never lets in from outside, `X-MS-Exchange-Organization-*`, and its
 *   `X-Forefront-Antispam-Report` (Microsoft Learn, "Anti-spam message headers in Microsoft 365";
 *   "Header firewall" in Exchange Server's mail flow docs).
 *
 * A place in the file is what a forger who writes the whole header block writes too; a seal is
 * not (docs/decisions/028). Gmail seals every message it receives with ARC (`d=google.com`, its
 * results in the sealed ARC-Authentication-Results), Microsoft with `d=microsoft.com` where it
 * does: the provider's results are those of the newest ARC set it sealed, verified
 * (provider-seal.ts). A seal of the provider's that does not verify, or Gmail's results without
 * Gmail's seal, are not believed; Exchange's without a seal stand by their place, the weaker proof.
 *
 * A seal vouches for the delivery it sealed (docs/decisions/036): the newest is the recipient's
 * only where it is the last hop (above it only the provider's own hops) and, where it names the
 * recipient (Microsoft's `smtp.rcpttodomain`, the Delivered-To Gmail put on above it), names the
 * clerk's own domain. Microsoft's sealed results carry no compauth: its whole verdict is read
 * with the compauth of the results it wrote at the same hop, where both say the same of DMARC.
 *
 * Every other Authentication-Results was written before the message arrived, by anyone: ignored.
 */
import type { Header } from './header';
import { claimsPass, parseAuthResults, resultOf, type AuthResults } from './auth-results';
import type { Reason } from '../../shared/genuine-email/answer';
import type { Seals } from './provider-seal';
import { deliveryOf, withCompauth } from './seal-delivery';

interface ProviderCheck {
  by: 'microsoft' | 'google';
  results: AuthResults;
  /** Exchange's SFTY values (9.19 and 9.20 impersonation, 9.25 first contact). */
  safety: string[];
  /** The forwarder, as the provider's own results name it: the envelope domain its SPF passed for, beside its ARC acceptance. */
  sealedBy: string | null;
  /** The provider's server that wrote the results: the host its border hop names (`by mx.google.com`). */
  server: string;
  /** `sealed`: read from the ARC set the provider sealed, verified; `placed`: from where they stand (no seal). */
  proof: 'sealed' | 'placed';
  /** Sealed, and the body given is not the one sealed (a banner added since, or more). */
  bodyChanged: boolean;
  /** Sealed for a recipient it names, the clerk's own domain (Microsoft's `smtp.rcpttodomain`). */
  ownDelivery: boolean;
  /** The set below the provider's newest, whose results the provider accepts (`arc=pass`) under a seal signing both. */
  beneath: { sealer: string; results: AuthResults } | null;
  /** The results the provider wrote at the same hop, read with its sealed ones for their compauth. */
  sameHop: AuthResults | null;
}

export interface WhoseWord {
  trusted: ProviderCheck | null;
  /** Who wrote each results header below the trusted one (or any, with none trusted) that claims a pass; null where no id is given. */
  ignoredPasses: (string | null)[];
  /** The domain of a signature that verifies but leaves text after its `l=` length: that text is nobody's word. */
  uncovered: string | null;
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

/** The domain each provider seals with. */
const SEALER = { google: 'google.com', microsoft: 'microsoft.com' } as const;

/**
 * The forwarder, named only from the provider's own results: where they accept it through ARC
 * (an `arc` result or Gmail's `arc=pass` beside DMARC), the envelope domain its SPF passed for,
 * the forwarder's own (SRS) address, when that is not the From domain.
 */
function forwarderIn(results: AuthResults): string | null {
  const dmarc = resultOf(results, 'dmarc');
  const spf = resultOf(results, 'spf');
  if (!resultOf(results, 'arc') && dmarc?.props.arc !== 'pass') return null;
  const envelope = spf?.result === 'pass' ? spf.props['smtp.mailfrom']?.split('@').pop()?.toLowerCase() : undefined;
  return envelope && /^[a-z0-9.-]{1,253}$/.test(envelope) && envelope !== dmarc?.props['header.from']?.toLowerCase()
    ? envelope
    : null;
}

/** The SFTY values of Exchange's antispam report (`…;SFTY:9.25;…`). */
const safetyOf = (headers: readonly Header[]) =>
  headers
    .filter((header) => header.key === 'x-forefront-antispam-report')
    .flatMap((header) => [...header.value.matchAll(/(?:^|;)\s*SFTY:\s*([\d.]+)/gi)].map((match) => match[1]));

/** The provider's results by their place in the file, or none. */
function placed(headers: readonly Header[], top: { at: number; read: AuthResults } | undefined): ProviderCheck | null {
  const above = top ? headers.slice(0, top.at).filter((header) => header.key === 'received') : [];
  if (!top || above.length === 0) return null;
  const server = byHost(above.at(-1)!.value);
  const check = {
    results: top.read,
    sealedBy: forwarderIn(top.read),
    server,
    proof: 'placed',
    bodyChanged: false,
    ownDelivery: false,
    beneath: null,
    sameHop: null,
  } as const;
  if (top.read.authservId === 'mx.google.com' && above.every((hop) => isGoogleHop(hop.value)))
    return { ...check, by: 'google', safety: [] };
  if (top.read.authservId === null && above.every((hop) => isMicrosoftHop(hop.value)) && exchangeWroteThis(headers))
    return { ...check, by: 'microsoft', safety: safetyOf(headers) };
  return null;
}

const HOPS = { google: isGoogleHop, microsoft: isMicrosoftHop } as const;

/** The provider's results under its own seal where it sealed (Gmail always does), else by their place where it seals nothing. */
function underSeal(check: ProviderCheck | null, seals: Seals, headers: readonly Header[], clerk: string | null) {
  const sealed = check && seals.newest?.domain === SEALER[check.by] ? seals.newest : null;
  if (!check || (!sealed && check.by === 'microsoft')) return check;
  if (!sealed?.verified) return null;
  const results = parseAuthResults(sealed.results);
  const delivery = deliveryOf(headers, sealed.i, { by: check.by, ownHop: HOPS[check.by] }, results, clerk);
  // A seal made for another delivery vouches for nothing here: Exchange's results then stand by their place.
  if (delivery === 'other') return check.by === 'microsoft' ? check : null;
  const joined = check.by === 'microsoft' ? withCompauth(results, check.results) : null;
  const below = resultOf(results, 'arc')?.result === 'pass' ? seals.below.at(-1) : undefined;
  const beneath = below ? { sealer: below.domain, results: parseAuthResults(below.results) } : null;
  return {
    ...check,
    results: joined ?? results,
    sealedBy: forwarderIn(results) && (beneath?.sealer ?? forwarderIn(results)),
    proof: 'sealed',
    bodyChanged: sealed.bodyChanged,
    ownDelivery: delivery === 'clerk',
    beneath,
    sameHop: joined && check.results,
  } as const;
}

/** `clerk`: the clerk's own domain, the recipient as the delivery names it. */
export function whoseWord(headers: readonly Header[], seals: Seals, clerk: string | null = null): WhoseWord {
  const results = headers.flatMap((header, at) =>
    header.key === 'authentication-results' ? [{ at, read: parseAuthResults(header.value) }] : [],
  );
  const trusted = underSeal(placed(headers, results[0]), seals, headers, clerk);
  const trustedPasses = trusted !== null && passedBy(trusted);
  // The provider's own results where they say what it sealed are its word, not another's pass.
  const same = (read: AuthResults) =>
    read === trusted?.results || read === trusted?.sameHop || JSON.stringify(read) === JSON.stringify(trusted?.results);
  const ignoredPasses = results
    .filter((result) => !same(result.read) && claimsPass(result.read) && !trustedPasses)
    .map((result) => result.read.authservId);
  return { trusted, ignoredPasses, uncovered: seals.uncovered };
}

/** The provider's own overall verdict: Exchange's composite authentication, Gmail's DMARC. */
const passedBy = (check: ProviderCheck): boolean =>
  check.by === 'microsoft'
    ? resultOf(check.results, 'compauth')?.result === 'pass'
    : resultOf(check.results, 'dmarc')?.result === 'pass';

/**
 * What the proof itself leaves open, as the sender's signs: results that stand by their place
 * only, a body changed since the provider sealed it, and text after a signature's `l=` length,
 * which no signature vouches for (so the sender is not relied on: at best "Can't tell"). Gmail
 * changes no body after sealing it, so a changed body there is someone else's text; after
 * Microsoft's seal, the organisation's own mail-flow rules add banners, believed only where that
 * seal names the clerk's own delivery.
 */
export function withProof<Signs extends { reasons: Reason[]; relied: boolean }>(signs: Signs, word: WhoseWord): Signs {
  const by = word.trusted?.by;
  const changed = !!by && !!word.trusted?.bodyChanged;
  const banner = changed && by === 'microsoft' && !!word.trusted?.ownDelivery;
  const reasons: Reason[] = [
    ...(by && word.trusted?.proof === 'placed' ? [{ id: 'provider-placed', by } as const] : []),
    ...(by && changed ? [{ id: banner ? 'body-changed' : 'text-changed', by } as const] : []),
    ...(word.uncovered ? [{ id: 'uncovered-text', domain: word.uncovered } as const] : []),
  ];
  const relied = signs.relied && word.uncovered === null && (!changed || banner);
  return { ...signs, reasons: [...signs.reasons, ...reasons], relied };
}
