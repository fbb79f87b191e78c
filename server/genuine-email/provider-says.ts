/**
 * What the recipient's provider said of a message, read as the provider means it: Exchange Online's
 * composite authentication and Gmail's DMARC, with a forward each accepted through ARC, a failure
 * where the domain's policy asks nothing, and a signature whose key was not found.
 */
import { GATEWAYS } from '../../shared/catalogue/claimed-senders';
import type { CheckedBy, Outcome, Reason } from '../../shared/genuine-email/answer';
import { resultOf, type AuthResults, type MethodResult } from './auth-results';
import { domainOf, registrable } from './domain-names';
import type { WhoseWord } from './whose-word';

export interface Verdict {
  outcome: Outcome;
  checkedBy: CheckedBy | null;
  reasons: Reason[];
}

/** A key for a signature the provider could not find: said as such, not as a signature that no longer matches. */
const keysMissing = (results: WhoseWord['trusted'] & object): Reason[] =>
  results.results.results
    .filter(
      (result) =>
        result.method === 'dkim' && result.result !== 'pass' && result.comments.some((text) => /\bno key\b/i.test(text)),
    )
    .slice(0, 1)
    .map((result) => ({
      id: 'dkim-no-key',
      domain: domainOf(result.props['header.d'] ?? result.props['header.i'] ?? '') || null,
    }));

/** Exchange Online let it through without checking: compauth=none with a 4xx or 9xx reason (a gateway in front, a bypass rule). */
export const microsoftSkipped = (results: AuthResults): boolean => {
  const compauth = resultOf(results, 'compauth');
  return compauth?.result === 'none' && /^[49]\d\d$/.test(compauth.props.reason ?? '');
};

/**
 * Microsoft's composite authentication (compauth result and reason), as its anti-spam headers page
 * lists the reasons: `none` with a 4xx or 9xx reason is mail it let through without checking (a
 * gateway in front, a bypass rule), said as such and never as a fact about the domain.
 */
export function microsoftSays(word: WhoseWord, domain: string, gateway: string | null = null): Verdict {
  const trusted = word.trusted!;
  const results = trusted.results;
  const compauth = resultOf(results, 'compauth');
  const reason = compauth?.props.reason ?? '';
  const by = 'microsoft';
  if (!compauth) return googleSays(word, domain, by);
  if (microsoftSkipped(results))
    return (
      gatewaySays(trusted, domain) ?? {
        outcome: 'cant-tell',
        checkedBy: null,
        reasons: [{ id: 'provider-skipped', by, gateway }],
      }
    );
  if (reason.startsWith('6')) return { outcome: 'not-from', checkedBy: by, reasons: [{ id: 'own-domain-spoof', domain }] };
  if (compauth.result === 'pass')
    return {
      outcome: 'genuine',
      checkedBy: by,
      reasons: [
        reason === '130' ? { id: 'arc-forward', by, domain, forwarder: trusted.sealedBy } : { id: 'provider-pass', by, domain },
      ],
    };
  if (compauth.result === 'fail' && reason !== '001')
    return { outcome: 'not-from', checkedBy: by, reasons: [{ id: 'provider-fail', by, domain }, ...keysMissing(trusted)] };
  if (compauth.result === 'softpass') return { outcome: 'cant-tell', checkedBy: by, reasons: [{ id: 'weak-pass', domain }] };
  // 001, an implicit failure: where DMARC failed, the domain's policy asks nothing (p=none); where
  // Microsoft found no DMARC record (dmarc=none), the domain publishes none.
  const dmarc = resultOf(results, 'dmarc')?.result;
  const read: Reason | null =
    reason === '001' && compauth.result === 'fail' && dmarc === 'fail'
      ? { id: 'policy-none', by, domain }
      : reason === '001' && dmarc === 'none'
        ? { id: 'not-protected', domain }
        : null;
  return { outcome: 'cant-tell', checkedBy: by, reasons: [read ?? { id: 'no-check', domain }, ...keysMissing(trusted)] };
}

/** The DMARC policy Gmail names beside its result (`dmarc=fail (p=NONE sp=NONE dis=NONE)`): `sp` for a subdomain. */
function policyOf(dmarc: MethodResult, domain: string): string | undefined {
  const named = dmarc.comments.flatMap((text) => [...text.matchAll(/(?:^|\s)(sp|p)=(\w+)/gi)]);
  const policy = (key: string) => named.find((found) => found[1]!.toLowerCase() === key)?.[2]!.toLowerCase();
  return (registrable(domain) === domain ? undefined : policy('sp')) ?? policy('p');
}

/**
 * Gmail's acceptance of a forward: its DMARC failed as forwards do, and it says `arc=pass` beside
 * it, the forwarder's seal (`arc=pass (i=1 … dmarc=pass fromdomain=…)`) saying the From domain's
 * DMARC passed when the forwarder received it.
 */
function arcAccepted(results: AuthResults, dmarc: MethodResult, domain: string): boolean {
  const arc = resultOf(results, 'arc');
  // As a property after the comment, or (as Gmail writes it) inside it: `(p=NONE sp=NONE dis=NONE arc=pass)`.
  const accepted = dmarc.props.arc === 'pass' || dmarc.comments.some((text) => /(?:^|\s)arc=pass\b/i.test(text));
  if (!accepted || arc?.result !== 'pass') return false;
  const sealed = arc.comments.join(' ');
  const fromDomain = /(?:^|\s)fromdomain=([a-z0-9.-]+)/i.exec(sealed)?.[1];
  return /(?:^|\s)dmarc=pass\b/i.test(sealed) && !!fromDomain && registrable(fromDomain) === registrable(domain);
}

/**
 * What the gateway in front found, where Microsoft let the message through unchecked behind it:
 * the gateway's own sealed results, under Microsoft's seal, which accepts them (`arc=pass`), their
 * DMARC for the From domain passed, or failed where the domain's policy asks something.
 */
function gatewaySays(trusted: WhoseWord['trusted'] & object, domain: string): Verdict | null {
  const gateway = trusted.beneath && GATEWAYS.find((known) => known.sealer === trusted.beneath!.sealer)?.name;
  const dmarc = gateway ? resultOf(trusted.beneath!.results, 'dmarc') : undefined;
  if (!gateway || !dmarc || registrable(dmarc.props['header.from'] ?? '') !== registrable(domain)) return null;
  const checked = (passed: boolean, outcome: Outcome): Verdict => ({
    outcome,
    checkedBy: 'microsoft',
    reasons: [{ id: 'gateway-checked', gateway, domain, passed }],
  });
  if (dmarc.result === 'pass') return checked(true, 'genuine');
  return dmarc.result === 'fail' && policyOf(dmarc, domain) !== 'none' ? checked(false, 'not-from') : null;
}

/** Gmail's DMARC result; without one, a DKIM signature that passes for the From domain still proves it. */
export function googleSays(word: WhoseWord, domain: string, by: CheckedBy = 'google'): Verdict {
  const trusted = word.trusted!;
  const results = trusted.results;
  const dmarcResult = resultOf(results, 'dmarc');
  const dmarc = dmarcResult?.result;
  if (dmarc === 'pass') return { outcome: 'genuine', checkedBy: by, reasons: [{ id: 'provider-pass', by, domain }] };
  if (dmarcResult && dmarc === 'fail') {
    if (arcAccepted(results, dmarcResult, domain))
      return { outcome: 'genuine', checkedBy: by, reasons: [{ id: 'arc-forward', by, domain, forwarder: trusted.sealedBy }] };
    if (policyOf(dmarcResult, domain) === 'none')
      return { outcome: 'cant-tell', checkedBy: by, reasons: [{ id: 'policy-none', by, domain }, ...keysMissing(trusted)] };
    return { outcome: 'not-from', checkedBy: by, reasons: [{ id: 'provider-fail', by, domain }, ...keysMissing(trusted)] };
  }
  const signed = results.results.some(
    (result) =>
      result.method === 'dkim' && result.result === 'pass' && registrable(result.props['header.d'] ?? '') === registrable(domain),
  );
  if (signed) return { outcome: 'genuine', checkedBy: by, reasons: [{ id: 'provider-pass', by, domain }] };
  // Only where the provider wrote that it found no DMARC record is the domain said to publish none.
  return {
    outcome: 'cant-tell',
    checkedBy: by,
    reasons: [dmarc === 'none' ? { id: 'not-protected', domain } : { id: 'no-check', domain }, ...keysMissing(trusted)],
  };
}
