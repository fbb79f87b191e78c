/**
 * Gmail's, Yahoo's and Outlook.com's rules for senders (Google's sender guidelines of February
 * 2024; Yahoo's match; Microsoft's for bulk mail since May 2025), read from the other findings:
 * what DNS can show of each rule. Every sender needs SPF or DKIM, forward-confirmed reverse DNS
 * and TLS; a bulk sender also both SPF and DKIM, and a DMARC record (p=none is enough). What DNS
 * cannot show (From alignment, one-click unsubscribe) is said, never judged.
 */
import { findingCopy } from '../../shared/catalogue/email-security-copy';
import type { EmailCheckId, Finding } from '../../shared/email-security/result';
import { finding } from './check-context';

const copy = findingCopy.senderRules;

type Rule = keyof typeof copy.rules;
type Standing = 'met' | 'unmet' | 'unknown';

/** Which rules bind every sender, and which only bulk senders. */
const FOR_EVERY_SENDER: readonly Rule[] = ['spfOrDkim', 'reverseDns', 'tls'];
const FOR_BULK_SENDERS: readonly Rule[] = ['spfAndDkim', 'dmarc'];
/** The checks whose findings each rule is read from: a fix names them, wherever they stand on the page. */
const SHOWN_BY: Record<Rule, readonly (keyof typeof copy.checks)[]> = {
  spfOrDkim: ['spf', 'dkim'],
  reverseDns: ['reverse-dns'],
  tls: ['starttls'],
  spfAndDkim: ['spf', 'dkim'],
  dmarc: ['dmarc'],
};

/** A check's verdict as the rule reads it: undefined where it gives none (not tested, or absent). */
const verdict = (findings: readonly Finding[], check: EmailCheckId, meets: (found: Finding) => boolean | undefined) => {
  const found = findings.find((one) => one.check === check);
  return found === undefined || found.status === 'not-tested' ? undefined : meets(found);
};

const passes = ({ status }: Finding) => status === 'pass';
/** SPF that only warns (~all, ?all) still passes the servers it names, which is what the rule asks; +all passes anyone. */
const spfPasses = ({ status, meaning }: Finding) => status !== 'fail' || meaning === findingCopy.spf.permissiveMeaning;
/**
 * A DKIM key found (a weak one, or a sound one beside a broken one, still signs) meets the rule;
 * none found at the selectors tried proves nothing, and a revoked one alone neither.
 */
const dkimSigns = ({ status, records }: Finding) =>
  status === 'pass' || (status === 'warn' && Boolean(records?.length)) ? true : status === 'fail' ? false : undefined;
/** STARTTLS that only warns has a certificate problem: the connection is still encrypted, which is the rule. */
const encrypts = ({ status }: Finding) => status === 'pass' || status === 'warn';
/** Any valid DMARC record, p=none included; a missing or broken one fails. */
const published = ({ status }: Finding) => status !== 'fail';
/** `v=spf1 -all` alone: the domain says no server sends its mail. */
const sendsNothing = (findings: readonly Finding[]) =>
  findings.some((found) => found.check === 'spf' && found.records?.length === 1 && /^v=spf1\s+-all\s*$/i.test(found.records[0]));

const both = (a: boolean | undefined, b: boolean | undefined) => (a === false || b === false ? false : a && b);
const either = (a: boolean | undefined, b: boolean | undefined) =>
  a || b ? true : a === undefined || b === undefined ? undefined : false;

function standings(findings: readonly Finding[]): Record<Rule, Standing> {
  const spf = verdict(findings, 'spf', spfPasses);
  const dkim = verdict(findings, 'dkim', dkimSigns);
  const read: Record<Rule, boolean | undefined> = {
    spfOrDkim: either(spf, dkim),
    reverseDns: verdict(findings, 'reverse-dns', passes),
    tls: verdict(findings, 'starttls', encrypts),
    spfAndDkim: both(spf, dkim),
    dmarc: verdict(findings, 'dmarc', published),
  };
  const standing = (value: boolean | undefined): Standing => (value === undefined ? 'unknown' : value ? 'met' : 'unmet');
  return Object.fromEntries(Object.entries(read).map(([rule, value]) => [rule, standing(value)])) as Record<Rule, Standing>;
}

/** No SPF record and no DKIM key: beside a null MX, the domain neither takes e-mail nor shows a way it sends any. */
const namesNoSender = (findings: readonly Finding[]) =>
  findings.every((found) => !(found.check === 'spf' || found.check === 'dkim') || !found.records?.length);

/** The sender rules' finding, from every other finding of the same check. */
export function senderRulesFinding(findings: readonly Finding[], takesNoMail = false): Finding {
  if (sendsNothing(findings)) return finding('sender-rules', 'info', copy.sendsNothing, copy.sendsNothingMeaning);
  if (takesNoMail && namesNoSender(findings))
    return finding('sender-rules', 'info', copy.takesNoMail, findingCopy.notChecked.noMailMeaning);
  const standing = standings(findings);
  const rules = [...FOR_EVERY_SENDER, ...FOR_BULK_SENDERS];
  const records = rules.map((rule) => `${copy.standing[standing[rule]]}: ${copy.rules[rule]}`);
  const unmet = (among: readonly Rule[]) => among.filter((rule) => standing[rule] === 'unmet');
  const met = rules.filter((rule) => standing[rule] === 'met').length;
  const found = copy.found(met, rules.length);
  const fix = (missing: Rule[]) => {
    const checks = [...new Set(missing.flatMap((rule) => SHOWN_BY[rule]))].map((check) => copy.checks[check]);
    return `${copy.fix(
      missing.map((rule) => copy.rules[rule]),
      checks,
    )} ${copy.notShownFix}`;
  };
  if (unmet(FOR_EVERY_SENDER).length)
    return finding('sender-rules', 'fail', found, `${copy.everyMeaning} ${copy.notShown}`, {
      records,
      fix: fix(unmet(rules)),
      urgent: true,
    });
  const everyMet = FOR_EVERY_SENDER.every((rule) => standing[rule] === 'met');
  if (unmet(FOR_BULK_SENDERS).length)
    return finding('sender-rules', 'warn', found, `${everyMet ? copy.bulkMeaning : copy.bulkUnknownMeaning} ${copy.notShown}`, {
      records,
      fix: fix(unmet(rules)),
    });
  // Whatever the rules, receivers refuse mail from a listed server: the blocklist's fix comes first.
  if (findings.some((found) => found.check === 'blocklist' && found.status === 'fail'))
    return finding('sender-rules', 'fail', copy.listed(met, rules.length), `${copy.everyMeaning} ${copy.notShown}`, {
      records,
      fix: copy.notShownFix,
    });
  if (rules.some((rule) => standing[rule] === 'unknown'))
    return finding('sender-rules', 'not-tested', copy.partly(met, rules.length), `${copy.unknownMeaning} ${copy.notShown}`, {
      records,
      ...(met ? { partly: true as const } : {}),
    });
  return finding('sender-rules', 'pass', found, `${copy.metMeaning} ${copy.notShown}`, { records, fix: copy.notShownFix });
}
