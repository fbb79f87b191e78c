/*
 * A result in brief: how many checks pass and the fixes that matter most, for the page, the PDF and
 * the review; apart from result.ts, so that the page's own script carries none of it.
 */
import { byCheckOrder, givesVerdict, type EmailCheckId, type Finding, type FindingStatus } from './result';

/**
 * Which gaps matter most, ranked by what each costs the owner. First what breaks mail or the website
 * now or within days (a finding's `urgent`), in `urgent`'s order: mail that cannot arrive, mail
 * refused today, senders refusing to deliver, the big senders' rules, mail crossing the internet
 * readable (or a mail server's certificate lapsing), the website's certificate. Then by `group`:
 * forgery (the fake invoice in the owner's name this page is about), mail travelling privately, DNS
 * that can be forged, the website, and what is made of other findings or only information; in each
 * group a fail before a warn. Lower first. Every urgent fix and every fail is listed (none is left
 * out for a warn); warns fill the list to TOP_FIXES beside the urgent ones, and all take this order.
 */
const FIX_ORDER: Record<EmailCheckId, { urgent: number; group: number }> = {
  mx: { urgent: 0, group: 1 },
  blocklist: { urgent: 1, group: 2 },
  'mta-sts': { urgent: 2, group: 2 },
  'sender-rules': { urgent: 3, group: 5 },
  starttls: { urgent: 4, group: 2 },
  https: { urgent: 5, group: 4 },
  spf: { urgent: 6, group: 1 },
  dmarc: { urgent: 6, group: 1 },
  dkim: { urgent: 6, group: 1 },
  lookalikes: { urgent: 6, group: 1 },
  'reverse-dns': { urgent: 6, group: 2 },
  'tls-rpt': { urgent: 6, group: 2 },
  dnssec: { urgent: 6, group: 3 },
  hsts: { urgent: 6, group: 4 },
  caa: { urgent: 6, group: 5 },
  'security-txt': { urgent: 6, group: 5 },
};

const weight: Partial<Record<FindingStatus, number>> = { fail: 0, warn: 1 };
/** Urgent findings before all others, in their own order; then by group, a fail before a warn in each. */
const rank = (finding: Finding): [number, number, number] => {
  const order = FIX_ORDER[finding.check] ?? { urgent: 6, group: 6 };
  const status = weight[finding.status] ?? 2;
  return finding.urgent ? [0, order.urgent, status] : [1, order.group, status];
};

/** The order fixes matter in: urgent ones first, in their own order; then by group, a fail before a warn in each. */
export function byUrgency(a: Finding, b: Finding): number {
  const [first, second] = [rank(a), rank(b)];
  return first[0] - second[0] || first[1] - second[1] || first[2] - second[2] || byCheckOrder(a, b);
}

/** Fixes listed beside the urgent ones, unless more fails than this are to be listed. */
const TOP_FIXES = 3;

/**
 * How many checks pass of those that give a verdict (info and not-tested give none), and the fixes
 * that matter most: every urgent one and every fail, with the warns that rank first up to three
 * beside the urgent ones, all in byUrgency's order.
 */
export function summarise(findings: readonly Finding[]) {
  const judged = findings.filter(givesVerdict);
  const passed = judged.filter((finding) => finding.status === 'pass').length;
  const fixes = findings
    .filter((finding) => (finding.status === 'fail' || finding.status === 'warn') && finding.fix)
    .sort(byUrgency);
  const listed = (finding: Finding) => finding.urgent || finding.status === 'fail';
  const room = Math.max(0, TOP_FIXES - fixes.filter((finding) => !finding.urgent && finding.status === 'fail').length);
  const warns = fixes.filter((finding) => !listed(finding)).slice(0, room);
  return { passed, judged: judged.length, topFixes: fixes.filter((finding) => listed(finding) || warns.includes(finding)) };
}
