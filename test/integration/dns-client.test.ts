import { createSocket } from 'node:dgram';
import { dnsClient, parseDnsServers } from '../../server/email-security/dns-client';
import { createEmailSecurityChecker } from '../../server/email-security/email-checker';
import { createOutsideBudget } from '../../server/email-security/outside-budget';
import { parseNetworks } from '../../server/email-security/public-address';
import type { EmailSecurityResult } from '../../shared/email-security/result';
import { startDnsStub, type DnsStub } from '../support/dns-stub';
import { memoryCounter } from '../support/memory-counter';

test('a server that does not answer is asked last from then on: one silent name server costs one wait, not one per question', async () => {
  const silent = createSocket('udp4');
  let heard = 0;
  silent.on('message', () => (heard += 1));
  await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
  const stub = await startDnsStub({ 'a.example.co.za': ['v=spf1 -all'] });
  try {
    const [host, port] = stub.servers.split(':') as [string, string];
    const client = dnsClient(
      [
        { host: '127.0.0.1', port: silent.address().port },
        { host, port: Number(port) },
      ],
      300,
      new AbortController().signal,
    );
    const answers = [];
    for (const name of ['a', 'b', 'c', 'd']) answers.push(await client.ask(`${name}.example.co.za`, 'TXT'));
    expect(answers.map((answer) => answer.rcode)).toEqual(['NOERROR', 'NXDOMAIN', 'NXDOMAIN', 'NXDOMAIN']);
    expect(heard).toBe(1);
  } finally {
    silent.close();
    await stub.close();
  }
});

describe('is it live, at zones whose four name servers share 150 addresses that fail every question at once', () => {
  const addresses = Array.from({ length: 150 }, (_, n) => `127.0.1.${n + 1}`);
  const names = ['ns1', 'ns2', 'ns3', 'ns4'].map((ns) => `${ns}.many.co.za`);
  const zones = ['a.co.za', 'b.co.za', 'c.co.za'];
  const records = Object.fromEntries([
    ...zones.map((zone) => [`${zone} NS`, names]),
    ...names.map((name) => [`${name} A`, addresses]),
    ['quiet.co.za NS', ['ns.quiet.co.za']],
    ['ns.quiet.co.za A', ['127.0.2.1']],
  ]);
  /** A result asking after 16 records, as the review's did. */
  const asking = (domain: string): EmailSecurityResult => ({
    ...{ domain, shown: domain, checkedAt: new Date().toISOString(), exists: true },
    findings: [
      {
        ...{ check: 'spf', status: 'warn', found: '', meaning: '' },
        publish: Array.from({ length: 16 }, (_, n) => ({ name: `r${n}.${domain}`, type: 'TXT' as const, value: 'v=spf1 -all' })),
      },
    ],
  });
  const budget = { blocklistPerDay: 1, lookalikesPerDay: 1, nameServerQuestionsPerMinute: 100 };
  const checkerAt = (resolver: DnsStub, port: number) =>
    createEmailSecurityChecker({
      ...{ dnsServers: parseDnsServers(resolver.servers), allowed: parseNetworks('127.0.0.0/8'), ehloName: 'site.test' },
      ...{ stepMs: 5_000, totalMs: 15_000, keepMs: 0, keepMax: 1, running: 1, nameServerPort: port },
      budget: createOutsideBudget({ counter: memoryCounter(), ...budget }),
    });

  it('when one click asks after 16 records, then 4 addresses are asked 16 times, and three clicks stay within the minute’s 100 questions', async () => {
    const [resolver, servers] = await Promise.all([
      startDnsStub({}, { records }),
      startDnsStub({}, { hosts: addresses, way: 'cut' }),
    ]);
    try {
      const checker = checkerAt(resolver, servers.port);
      expect(new Set((await checker.live(asking('a.co.za'))).live.records.map((record) => record.state))).toEqual(
        new Set(['unknown']),
      );
      expect(servers.heard()).toEqual({ questions: 64, hosts: 4 });
      for (const zone of zones.slice(1)) await checker.live(asking(zone));
      expect(servers.heard().questions).toBeLessThanOrEqual(100);
    } finally {
      await Promise.all([resolver.close(), servers.close()]);
    }
  });

  it('when a name server is silent, then its live run ends within 5 s (not the check’s 15) and a visitor’s check still finds a slot', async () => {
    const [resolver, silent] = await Promise.all([
      startDnsStub({}, { records }),
      startDnsStub({}, { hosts: ['127.0.2.1'], way: 'silent' }),
    ]);
    try {
      const checker = checkerAt(resolver, silent.port);
      const started = Date.now();
      const live = checker.live(asking('quiet.co.za'));
      await expect(checker.check('other.co.za')).resolves.toMatchObject({ exists: false });
      expect((await live).live.records.map((record) => record.state)).toContain('unknown');
      expect([silent.heard().hosts, Date.now() - started < 5_500]).toEqual([1, true]);
    } finally {
      await Promise.all([resolver.close(), silent.close()]);
    }
  });
});
