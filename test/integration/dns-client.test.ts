import { createSocket } from 'node:dgram';
import { dnsClient } from '../../server/email-security/dns-client';
import { startDnsStub } from '../support/dns-stub';

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
