import type { EmailSecurityResult } from '../../shared/email-security/result';

/**
 * A result served by xneelo's DNS with something of each kind to pass on: a record at the domain
 * (its SPF record, `spf`), one at a name under it (DMARC), and a file to serve with its record
 * (MTA-STS); the mail servers' finding has nothing to publish.
 */
export const passOnResult = (domain: string, { checkedAt, spf }: { checkedAt: string; spf: string }): EmailSecurityResult => ({
  domain,
  shown: domain,
  checkedAt,
  exists: true,
  dns: { zone: domain, servers: ['ns1.host-h.net', 'ns2.host-h.net'], host: 'xneelo' },
  findings: [
    { check: 'mx', status: 'pass', found: `Mail goes to mx.${domain}.`, meaning: 'Mail reaches you.' },
    {
      check: 'spf',
      status: 'warn',
      found: 'SPF ends in ?all.',
      meaning: 'Anyone may send as you.',
      fix: 'End SPF in -all.',
      publish: [{ name: domain, type: 'TXT', value: spf }],
    },
    {
      check: 'dmarc',
      status: 'fail',
      found: 'No DMARC record.',
      meaning: 'Forged mail in your name is delivered.',
      fix: 'Publish a DMARC record that reports first.',
      publish: [{ name: `_dmarc.${domain}`, type: 'TXT', value: `v=DMARC1; p=none; rua=mailto:dmarc@${domain}` }],
    },
    {
      check: 'mta-sts',
      status: 'warn',
      found: 'No MTA-STS policy.',
      meaning: 'Encryption can be stripped.',
      fix: 'Serve this policy.',
      publish: [{ name: `_mta-sts.${domain}`, type: 'TXT', value: 'v=STSv1; id=20261126' }],
      publishFile: {
        url: `https://mta-sts.${domain}/.well-known/mta-sts.txt`,
        lines: ['version: STSv1', 'mode: testing', `mx: mx.${domain}`, 'max_age: 604800'],
      },
    },
  ],
});
