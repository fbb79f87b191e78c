/**
 * What earns "Really from X", written once (docs/decisions/035-only-the-clerks-knowledge-earns-really-from.md): X's mail
 * authenticates (the provider's verdict under its rules, else the site's own check), X is whom the
 * clerk relies on (the supplier or colleague named by address or domain, the clerk's own
 * organisation, or with nothing named an institution's own domain: never what the sender wrote),
 * and nothing about X says otherwise:
 * not registered in the last NEW_DAYS days, not written in other letters, not a platform's, not
 * under an institution's name that is not X's. What was proven without earning it is said as a
 * fact under "can't tell"; a sign against the claim is "not from who it claims".
 */
import type { GenuineEmailResult, Outcome, Reason } from '../../shared/genuine-email/answer';

/** A domain registered fewer days ago than this never reads "Really from", and its age is named. */
const NEW_DAYS = 90;

export interface Earning {
  /** What the authentication of the From domain alone says. */
  checked: Outcome;
  /** A sign that the sender is not who the message claims. */
  notFrom: boolean;
  /** The sender is whom the clerk relies on, and nothing about it says otherwise. */
  relied: boolean;
}

/** The one rule: the green answer only where authenticated and relied on; any sign against, "not from". */
export const earnedOutcome = ({ checked, notFrom, relied }: Earning): Outcome =>
  notFrom ? 'not-from' : checked === 'genuine' && !relied ? 'cant-tell' : checked;

/** The answer once the From domain's age is known: a domain this new is named, and relied on by no one. */
export function withAge(result: GenuineEmailResult, domain: string, days: number): GenuineEmailResult {
  if (!(days >= 0 && days < NEW_DAYS)) return result;
  const reason: Reason = { id: 'new-domain', domain, days };
  const outcome = earnedOutcome({ checked: result.outcome, notFrom: result.outcome === 'not-from', relied: false });
  return { ...result, outcome, reasons: outcome === result.outcome ? [...result.reasons, reason] : [reason, ...result.reasons] };
}
