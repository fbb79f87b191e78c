/**
 * The words of the weekly DMARC digest an owner watching their domain gets: who sent as the domain,
 * how much passed, what to fix, what is new, and whether it is safe to tighten the policy.
 */
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-ZA')} ${n === 1 ? one : many}`;
const percent = (part: number, whole: number) => (whole ? Math.floor((part / whole) * 100) : 0);

export const dmarcDigestCopy = {
  /** Named by its dates, never "last week": a digest may be queued or read a week late. */
  subject: (domain: string, from: string, to: string, messages: number, passed: number) =>
    `${domain}, ${from} to ${to}: ${plural(messages, 'e-mail')} sent as you, ${percent(passed, messages)}% passed DMARC`,
  intro: (domain: string, from: string, to: string, messages: number, passed: number) =>
    `From ${from} to ${to}, the mail services that report to us saw ${plural(messages, 'message')} sent as ${domain}. ${plural(passed, 'message')} (${percent(passed, messages)}%) passed DMARC: signed or sent by a server your domain allows.`,
  sourcesHeading: 'Who sent as you',
  source: (name: string, messages: number, passed: number, dkim: number, spf: number) =>
    `${name}: ${plural(messages, 'message')}, ${passed.toLocaleString('en-ZA')} passed (${dkim.toLocaleString('en-ZA')} by DKIM, ${spf.toLocaleString('en-ZA')} by SPF)`,
  more: (sources: number, messages: number) => `and ${plural(sources, 'other sender')} with ${plural(messages, 'message')}`,
  fixesHeading: 'What to fix',
  fixSpf: (name: string, include: string) => `${name}: add ${include} to your SPF record.`,
  fixDkim: (name: string, step: string) => `${name}: turn on DKIM for your domain. ${step}`,
  fixUnknown: (name: string) =>
    `${name}: if these servers send for you, ask whoever runs them to sign your mail with DKIM as your domain, or for the SPF include to add.`,
  strangersHeading: 'Not seen to pass',
  stranger: (name: string, messages: number) =>
    `${name}: ${plural(messages, 'message')}. If you do not know this sender, someone else is sending as you: a DMARC policy of quarantine or reject is what stops it.`,
  othersHeading: 'Reports we do not count',
  other: (signer: string, reports: number, messages: number) =>
    `Signed by ${signer}: ${plural(reports, 'report')} of ${plural(messages, 'message')}`,
  othersWhy: (receivers: string[]) =>
    `Anyone with a domain can send a report, so the figures above are only those of ${receivers.slice(0, -1).join(', ')} and ${receivers.at(-1)}.`,
  newHeading: 'New since the week before',
  newNone: 'No sender is new since the week before.',
  verdictHeading: 'Is it safe to tighten your DMARC policy?',
  verdict: {
    'few-days': (days: number, needed: number) =>
      `Not yet: we have ${plural(days, 'day')} of reports, and look at ${needed} before we say.`,
    failing: (names: string[]) => `Not yet: fix the senders above first (${names.join(', ')}), so their mail is not turned away.`,
    'no-record': 'Not yet: we could not read one DMARC record at your domain this week.',
    'no-mail': 'Not yet: none of the mail reported passed, so we cannot tell which senders are yours.',
    quarantine: (reason: string) =>
      `Safe to move to quarantine: receivers will then put mail that fails in spam. ${reason} Publish this record in place of the one you have:`,
    reject: (reason: string) =>
      `Safe to move to reject: receivers will then turn away mail that fails. ${reason} Publish this record in place of the one you have:`,
    'at-reject': 'Your policy is reject already: receivers turn away mail sent as you that fails.',
  },
  record: { name: 'Name', type: 'Type', value: 'Value' },
  seePage: 'See it with a chart of each day',
  /** The digest's page, which its link opens. */
  page: {
    heading: (domain: string) => `Who sent e-mail as ${domain}`,
    chartHeading: 'Each day’s mail',
    chartTitle: 'Messages sent as your domain each day of the week, passed and not',
    chartDescription: (passed: number, failed: number) =>
      `Over the week, ${passed.toLocaleString('en-ZA')} passed DMARC and ${failed.toLocaleString('en-ZA')} did not.`,
    passed: 'Passed DMARC',
    failed: 'Did not pass',
    day: 'Day',
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    unknownHeading: 'This digest is no longer here',
    unknownText: (days: number) =>
      `A weekly digest’s page is kept for ${days} days after it is sent. Your next digest brings a new link.`,
    unknownLink: 'Check your e-mail security',
  },
  stopLine: 'You get this because you watch this domain’s e-mail security with us. To stop the watch and these e-mails, open',
  /** Told at once, between digests: a new sender that fails, or a sudden share of failing mail (failing-news.ts). */
  alert: {
    subject: (domain: string) => `${domain}: new mail sent as you is failing DMARC`,
    newSources: (domain: string) =>
      `In the last day, senders not seen in the month before sent mail as ${domain}, and it failed DMARC:`,
    source: (name: string, messages: number) => `${name}: ${plural(messages, 'message')}`,
    more: (sources: number) => `and ${plural(sources, 'other new sender')}`,
    sudden: (domain: string, failed: number, messages: number, usualShare: number) =>
      `In the last day, ${failed.toLocaleString('en-ZA')} of the ${plural(messages, 'message')} sent as ${domain} (${percent(failed, messages)}%) failed DMARC; in the month before, ${Math.round(usualShare * 100)}% did.`,
    advice:
      'If you have started a new service that sends for you (invoices, newsletters, a new mail provider), set it up with DKIM or SPF for your domain, or receivers will turn its mail away once your policy is strict. If you do not know these senders, someone else is sending as you: a DMARC policy of quarantine or reject is what stops it, and your weekly digest says when it is safe to move.',
  },
} as const;
