/**
 * The words of "Is my e-mail safe?" (/email-security) that its page shows: the form and the
 * result's frame. The result's own (its mail service, top fixes, where the company helps) are
 * email-result-copy.ts, which comes with a result; the findings' words are composed on the server
 * (email-security-copy.ts), so the page's scripts never carry them.
 */

export const emailSecurityCopy = {
  title: 'Is my e-mail safe?',
  intro:
    'Fake invoices “from” a supplier or the boss are how South African businesses lose the most money to e-mail. Type your business’s domain: in a few seconds you see whether anyone can send e-mail as you, whether mail to you travels encrypted, and the exact fix for each gap.',
  label: 'Your business’s domain',
  hint: 'For example yourbusiness.co.za, or an e-mail address or web address at it.',
  placeholder: 'yourbusiness.co.za',
  selectorLabel: 'DKIM selector (optional)',
  selectorField: 'DKIM selector',
  selectorHint: 'If your e-mail provider told you one. We also try the common ones.',
  submit: 'Check my domain',
  privacy:
    'We look only at what your domain publishes to the world. Each result is kept in memory for about 10 minutes, so anyone who checks the same domain sees it without asking your servers again, and is then forgotten. We store it only if you send it to us for a review.',
  checking: (domain: string) => `Checking ${domain}…`,
  progress: (done: number, total: number) => `${done} of ${total} checks done`,
  busy: 'Many checks are running right now. Please try again in a minute.',
  failed: 'The check could not finish. Please try again in a minute.',
  notFound: (domain: string) =>
    `${domain} does not exist: no DNS record answers for it. Check the spelling, or whether the domain has expired.`,
  resultHeading: (domain: string) => `Results for ${domain}`,
  /** Where what was typed (a web or e-mail address, a name below the domain) is not the domain itself. */
  checkedDomain: (domain: string, typed: string) =>
    `We checked ${domain}, the domain of what you typed (${typed}): its e-mail and DNS records are set there.`,
  checkedAt: (when: string) => `Checked ${when}.`,
  /** How many pass of those judged, and of every check the progress line counted, how many give no verdict. */
  summary: (passed: number, judged: number, total: number) =>
    `${passed} of ${judged} checks pass.${
      total > judged
        ? ` The other ${total - judged} of the ${total} give no verdict (not applicable, for information, or not tested).`
        : ''
    }`,
  nothingJudged: 'We could not check your domain just now: its DNS did not answer. Please try again in a few minutes.',
  topFixes: 'The fixes that matter most',
  allGood: 'Well done: nothing urgent to fix.',
  found: 'What we found',
  records: 'As published',
  meaning: 'What it means for your business',
  fix: 'What to do',
  links: 'Pages for this fix',
  publish: 'Publish this record',
  publishHeads: ['Name', 'Type', 'Value'] as const,
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Select it instead',
  copyLabel: (what: string) => `Copy ${what.toLowerCase()}`,
  /** The file a fix asks to serve (the MTA-STS policy), shown line by line. */
  serveAt: 'Serve this file at',
  serveFile: 'The file to serve',
  /** Under the file's address: what its host name needs before senders can fetch it (RFC 8461 §3.3). */
  serveNeeds: (host: string) =>
    `${host} needs an address in your DNS (an A record, or a CNAME to your web host) and a trusted certificate for that name: senders fetch the file only over valid HTTPS.`,
  helps: 'How we help',
  askToFix: 'Ask us to fix this',
  report: 'Download the report (PDF)',
  reportHint: 'For your IT person: every finding and the exact records to publish.',
  reviewHeading: 'Send my results for a free review',
  reviewIntro: 'An engineer reads your results and calls you back with what to fix first. No obligation.',
} as const;
