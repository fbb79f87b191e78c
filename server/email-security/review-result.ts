/**
 * What an e-mail security review sends: the result the checker keeps for the domain the visitor
 * checked (about 10 minutes), taken when the request arrives and stored with it, so the review
 * is of exactly what the visitor saw. None kept any more: the visitor checks the domain again.
 */
import type { EmailSecurityResult } from '../../shared/email-security/result';
import type { EmailSecurityChecker } from './checker-types';
import { readDomainInput } from './domain-input';
import { boundedResult } from './stored-result';

export type KeptLookup =
  | { ok: true; found: { domain: string; result: EmailSecurityResult } }
  | { ok: false; refusal: 'invalid'; problem: string }
  /** 'unavailable': this app has no checker, so no result is ever kept. */
  | { ok: false; refusal: 'expired' | 'unavailable' };

/** The kept result of the domain a review names (its ASCII form, as the page sent it), bounded for the outbox. */
export function keptResult(checker: Pick<EmailSecurityChecker, 'kept'> | undefined, domain: string): KeptLookup {
  if (!checker) return { ok: false, refusal: 'unavailable' };
  const input = readDomainInput(domain);
  if (!input.ok) return { ok: false, refusal: 'invalid', problem: input.problem };
  const result = checker.kept(input.domain);
  return result
    ? { ok: true, found: { domain: input.domain, result: boundedResult(result) } }
    : { ok: false, refusal: 'expired' };
}
