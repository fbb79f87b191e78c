import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { plansByKind } from '../../shared/catalogue/plans';
import { REFERENCE_PATTERN } from '../../shared/reference';
import { captchaToken, orderBody, postJson, startEndpointSite, tempFolder, type EndpointSite } from '../support/endpoint-kit';
import { bootstrapFileText, startRdapRegistry, type RdapRegistry } from '../support/rdap-registry';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

/**
 * An order carries the domain check the visitor was shown; the server names the registry's
 * protocol itself (never the visitor's claim), and staff read all of it in the Set-up section and
 * the order JSON, received by a real SMTP server.
 */
let sink: SmtpSink;
let site: EndpointSite;
let rdap: RdapRegistry;
const STAFF = 'provisioning@probe.example';

beforeAll(async () => {
  sink = await startSmtpSink();
  rdap = await startRdapRegistry();
  const bootstrapFile = path.join(tempFolder('rdap'), 'dns.json');
  writeFileSync(bootstrapFile, bootstrapFileText([[['africa'], rdap.baseUrl]]));
  site = await startEndpointSite(
    {
      MAIL_TO: STAFF,
      CONFIRMATION_MAIL: 'off',
      CONTACT_RATE_LIMIT_MAX: '1000',
      DOMAIN_CHECK_BOOTSTRAP_FILE: bootstrapFile,
      DOMAIN_CHECK_WHOIS: 'co.za=127.0.0.1:9',
    },
    sink.url,
  );
});
afterAll(async () => {
  await site.close();
  await sink.stop();
  await rdap.close();
});

const sharedPlan = plansByKind.shared[0]!;
const order = async (domainName: string, domainCheck: unknown) => ({
  ...orderBody(await captchaToken(site.url)),
  plan: sharedPlan.id,
  setup: { domainAction: 'register', domainName },
  domainCheck,
});

async function staffMail(body: unknown) {
  const response = await postJson(site.url, body);
  const answer = (await response.json()) as { success: boolean; reference: string };
  expect(answer).toEqual({ success: true, reference: expect.stringMatching(REFERENCE_PATTERN) });
  await sink.waitFor((all) => all.some((m) => m.mail.header('subject')?.includes(answer.reference)), 10_000);
  return sink.messages.find((m) => m.mail.header('subject')?.includes(answer.reference))!.mail;
}

describe("the order's domain check", () => {
  it.each([
    ['shop-probe.co.za', 'WHOIS'],
    ['shop-probe.africa', 'RDAP'],
    ['shop-probe.de', 'no registry service'],
  ])('when an order for %s carries its answer, then staff read it with the protocol the site used (%s)', async (name, source) => {
    const check = { ascii: name, status: 'available', checkedAt: '2026-11-24T10:00:41.000Z', source: 'RDAP' };
    const mail = await staffMail(await order(name, check));
    expect(mail.text).toContain(
      `Domain check: ${name}: available (${source}, 2026-11-24 12:00:41 SAST, 2026-11-24T10:00:41.000Z)`,
    );
    const json = JSON.parse(mail.attachments[0]!.content) as { domainCheck: unknown };
    expect(json.domainCheck).toEqual({
      name,
      status: 'available',
      source: source === 'no registry service' ? null : source,
      checkedAt: '2026-11-24T10:00:41.000Z',
    });
  });

  it('when an order carries no check (the visitor never left the field), then the JSON says null and the e-mail has no check line', async () => {
    const mail = await staffMail(await order('quiet-probe.co.za', undefined));
    expect(mail.text).not.toContain('Domain check');
    expect((JSON.parse(mail.attachments[0]!.content) as { domainCheck: unknown }).domainCheck).toBeNull();
  });

  it('when the check names another domain than the one ordered, then staff are not shown it: the JSON says null and the e-mail has no check line', async () => {
    const check = { ascii: 'someone-else.co.za', status: 'available', checkedAt: '2026-11-24T10:00:41.000Z' };
    const mail = await staffMail(await order('mine-probe.co.za', check));
    expect(mail.text).not.toContain('Domain check');
    expect((JSON.parse(mail.attachments[0]!.content) as { domainCheck: unknown }).domainCheck).toBeNull();
  });

  it('when the order names the domain with www or in capitals, then its check still goes to staff', async () => {
    const check = { ascii: 'caps-probe.co.za', status: 'registered', checkedAt: '2026-11-24T10:00:41.000Z' };
    const mail = await staffMail(await order('WWW.Caps-Probe.co.za', check));
    expect(mail.text).toContain('Domain check: caps-probe.co.za: registered (WHOIS, ');
  });

  it.each([
    ['a status the site never gives', { ascii: 'x-probe.co.za', status: 'free', checkedAt: '2026-11-24T10:00:41.000Z' }],
    ['a time that is not one', { ascii: 'x-probe.co.za', status: 'available', checkedAt: 'yesterday' }],
    ['a name that is not a domain', { ascii: 'not a domain', status: 'available', checkedAt: '2026-11-24T10:00:41.000Z' }],
    ['a field of its own', { ascii: 'x-probe.co.za', status: 'available', checkedAt: '2026-11-24T10:00:41.000Z', note: 'hi' }],
    ['text instead of an answer', 'available'],
  ])('when the check is forged (%s), then 400 JSON and nothing is sent', async (_what, check) => {
    const before = sink.messages.length;
    const response = await postJson(site.url, await order('x-probe.co.za', check));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errors: ['Domain check is not one the site gave'] });
    expect(sink.messages.length).toBe(before);
  });
});
