/**
 * How long ago the sender's domain was registered, asked through the domain check's own checker
 * (RDAP or ZACR's WHOIS, its cache and each registry's budget): most phishing domains are used
 * within days of registration (Interisle, 2020): a domain that new is named, and never reads
 * "Really from" (earned.ts). Only the From
 * address's registrable name is asked, within a short deadline, on the event loop as one network
 * call, from the share of each registry's budget kept for senders' ages, so that strangers' messages
 * never spend the domain search's; no answer in time, a spent share or no date says nothing. The
 * answer is kept in the checker's cache as any check's is: when a domain was registered is a fact
 * about the domain, not the message, and nothing of the message goes with it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { domainToASCII, domainToUnicode } from 'node:url';
import type { GenuineEmailAnswer } from '../../shared/genuine-email/answer';
import { registrableName, type DomainChecker } from '../domains/domain-checker';
import { withAge } from './earned';

const DEADLINE_MS = 2000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The answer with "registered N days ago" among its reasons, where the From domain is that new. */
export async function withSenderAge(answer: GenuineEmailAnswer, checker: DomainChecker): Promise<GenuineEmailAnswer> {
  const name = 'result' in answer && answer.result.domain ? registrableName(domainToASCII(answer.result.domain)) : null;
  if (!name || !('result' in answer)) return answer;
  const checked = await Promise.race([
    checker.check(name, { asking: 'sender-age' }).catch(() => undefined),
    sleep(DEADLINE_MS, undefined, { ref: false }),
  ]);
  const days = Math.floor((Date.now() - Date.parse(checked?.registeredOn ?? '')) / DAY_MS);
  return { result: withAge(answer.result, domainToUnicode(name), days) };
}
