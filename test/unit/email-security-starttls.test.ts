import type { CheckContext } from '../../server/email-security/check-context';
import type { MailProbes } from '../../server/email-security/starttls-check';
import { starttlsFinding } from '../../server/email-security/starttls-check';
import { findingCopy } from '../../shared/catalogue/email-security-copy';

const server = { name: 'mx.acme.co.za', preference: 10, addresses: ['192.0.2.25'] };
const mail = { none: false, servers: [server] };

it.each([
  ['offered STARTTLS but never finished starting it is not said to be unasked', true, findingCopy.starttls.unfinished],
  ['greeted but never answered EHLO is unasked', false, findingCopy.starttls.unasked],
])('a server that %s', async (_, asked, words) => {
  const seen = { answered: true, asked, starttls: asked };
  const probes = Promise.resolve([{ server, ip: '192.0.2.25', seen }] as MailProbes);
  const found = await starttlsFinding({} as CheckContext, mail, probes);
  expect(found).toMatchObject({ status: 'not-tested', found: words(server.name) });
});
