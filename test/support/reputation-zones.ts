import type { LabZone } from './email-lab';

/** The lab's own DNS blocklist, as EMAIL_CHECK_BLOCKLISTS names it: a zone and its removal page. */
export const LAB_BLOCKLIST = 'dnsbl.lab.test=https://dnsbl.lab.test/remove';

/**
 * A world's reputation cases, its peers at `${net}.N`: the lab's blocklist lists .19 (127.0.0.2)
 * and its test point 127.0.0.2 (everything.lab.test lists every address, its test points wrongly)
 * and answers .20 with Spamhaus's "refused" code; the world's reverse zone gives strong.co.za's
 * mail server (.21) and Microsoft 365's stand-in (.26) names that lead back to them, .19 a name
 * that leads to .21, and the rest none. listed.co.za receives at .19; sends.co.za takes no mail
 * but its SPF record lets .20 (ip4:) and .19 (an a term) send; refused.co.za receives at .20.
 */
export function reputationZones(net: string): LabZone[] {
  const reversed = (host: number) => `${host}.${net.split('.').reverse().join('.')}`;
  return [
    {
      name: 'dnsbl.lab.test',
      records: [
        // RFC 5782's test point: every list lists 127.0.0.2.
        '2.0.0.127 A 127.0.0.2',
        `${reversed(19)} A 127.0.0.2`,
        `${reversed(19)} TXT "listed for the lab"`,
        `${reversed(20)} A 127.255.255.254`,
      ],
    },
    // A list gone wrong, answering "listed" for every address, 127.0.0.1 included.
    { name: 'everything.lab.test', records: ['* A 127.0.0.2'] },
    {
      name: `${net.split('.').reverse().join('.')}.in-addr.arpa`,
      records: ['21 PTR mx.strong.co.za.', '26 PTR m365-co-za.mail.protection.outlook.com.', '19 PTR mx.strong.co.za.'],
    },
    { name: 'listed.co.za', records: ['@ MX 10 mx', `mx A ${net}.19`] },
    { name: 'sends.co.za', records: ['@ MX 0 .', `@ TXT "v=spf1 ip4:${net}.20 a:out.sends.co.za -all"`, `out A ${net}.19`] },
    { name: 'refused.co.za', records: ['@ MX 10 mx.declines.co.za.'] },
  ];
}
