/**
 * How long ago the sender's domain was registered, asked through the domain check's own checker
 * (RDAP or ZACR's WHOIS, its cache and each registry's budget): most phishing domains are used
 * within days of registration (Interisle, 2020): a domain that new is named, and never reads
 * "Really from" (earned.ts). The same is asked of the two other domains an answer may name: the
 * older domain a proven sender's is a near miss of (named only where it is older, or its age is
 * unknown) and a look-alike that replies go to (its age said). Only registrable names are asked,
 * within a short deadline, on the event loop as network calls, from the share of each registry's
 * budget kept for senders' ages, so that strangers' messages never spend the domain search's; no
 * answer in time, a spent share or no date says nothing. The answer is kept in the checker's cache
 * as any check's is: when a domain was registered is a fact about the domain, not the message, and
 * nothing of the message goes with it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { domainToASCII, domainToUnicode } from 'node:url';
import type { GenuineEmailAnswer, Reason } from '../../shared/genuine-email/answer';
import { registrableName, type DomainChecker } from '../domains/domain-checker';
import { withAge } from './earned';

const DEADLINE_MS = 2000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since `domain` was registered; NaN where the registry did not say in time. */
async function ageOf(checker: DomainChecker, domain: string): Promise<number> {
  const name = registrableName(domainToASCII(domain));
  if (!name) return Number.NaN;
  const checked = await Promise.race([
    checker.check(name, { asking: 'sender-age' }).catch(() => undefined),
    sleep(DEADLINE_MS, undefined, { ref: false }),
  ]);
  return Math.floor((Date.now() - Date.parse(checked?.registeredOn ?? '')) / DAY_MS);
}

/** The other domains' reasons with their ages: a near miss kept only where it is the older. */
const aged = (reason: Reason, days: number, senderDays: number): Reason[] => {
  if (reason.id === 'near-miss') return days < senderDays ? [] : [reason];
  if (reason.id === 'reply-lookalike' && days >= 0) return [{ ...reason, days }];
  return [reason];
};

/** The answer with "registered N days ago" among its reasons, where the From domain is that new. */
export async function withSenderAge(answer: GenuineEmailAnswer, checker: DomainChecker): Promise<GenuineEmailAnswer> {
  const name = 'result' in answer && answer.result.domain ? registrableName(domainToASCII(answer.result.domain)) : null;
  if (!name || !('result' in answer)) return answer;
  const other = (reason: Reason) =>
    reason.id === 'near-miss' ? reason.of : reason.id === 'reply-lookalike' ? reason.domain : null;
  const [days, ...others] = await Promise.all([
    ageOf(checker, name),
    ...answer.result.reasons.map((reason) => (other(reason) ? ageOf(checker, other(reason)!) : Number.NaN)),
  ]);
  const reasons = answer.result.reasons.flatMap((reason, at) => aged(reason, others[at]!, days!));
  return { result: withAge({ ...answer.result, reasons }, domainToUnicode(name), days!) };
}
