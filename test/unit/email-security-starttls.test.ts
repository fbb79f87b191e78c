import type { CheckContext } from '../../server/email-security/check-context';
import type { MailProbes } from '../../server/email-security/starttls-check';
import { starttlsFinding } from '../../server/email-security/starttls-check';
import { findingCopy } from '../../shared/catalogue/email-security-copy';

const server = { name: 'mx.acme.co.za', preference: 10, addresses: ['192.0.2.25'] };
const mail = { none: false, servers: [server] };
const seenAs = (seen: { answered: boolean; asked: boolean; starttls: boolean }) =>
  starttlsFinding({} as CheckContext, mail, Promise.resolve([{ server, ip: '192.0.2.25', seen }] as MailProbes));

it('a server that offered STARTTLS but never finished starting it is not said to be unasked', async () => {
  const found = await seenAs({ answered: true, asked: true, starttls: true });
  expect(found).toMatchObject({ status: 'not-tested', found: findingCopy.starttls.unfinished(server.name) });
});

it('a server that greeted but never answered EHLO is unasked', async () => {
  const found = await seenAs({ answered: true, asked: false, starttls: false });
  expect(found).toMatchObject({ status: 'not-tested', found: findingCopy.starttls.unasked(server.name) });
});
