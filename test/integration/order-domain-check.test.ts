import { domainCheckCopy } from '../../shared/catalogue/domain-check-copy';
import { plansByKind } from '../../shared/catalogue/plans';
import { captchaToken, orderBody, postAccepted, postJson, siteWithSmtpSink } from '../support/endpoint-kit';
import { registriesForTests } from '../support/rdap-registry';

/**
 * Staff read the site's own check of the domain an order names (its cached answer, or a check made
 * then), never the answer or date an order carries, in the Set-up section and the order JSON,
 * received by a real SMTP server; registries on loopback (RDAP for .africa; nothing answers
 * co.za's WHOIS here).
 */
const registries = registriesForTests();
const { sink, site } = siteWithSmtpSink(() => ({
  ...registries.env,
  MAIL_TO: 'provisioning@probe.example',
  CONFIRMATION_MAIL: 'off',
  CONTACT_RATE_LIMIT_MAX: '1000',
  DOMAIN_CHECK_WHOIS: 'co.za=127.0.0.1:9',
}));

const sharedPlan = plansByKind.shared[0]!;
const order = async (domainName: string, domainCheck: unknown) => ({
  ...orderBody(await captchaToken(site.url)),
  plan: sharedPlan.id,
  setup: { domainAction: 'register', domainName },
  domainCheck,
});

async function staffMail(body: unknown) {
  const reference = await postAccepted(site.url, body);
  await sink.waitFor(() => sink.withSubject(reference).length > 0, 10_000);
  return sink.withSubject(reference)[0]!.mail;
}

describe("the order's domain check", () => {
  const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
  const jsonOf = (mail: { attachments: { content: string }[] }) =>
    (JSON.parse(mail.attachments[0]!.content) as { domainCheck: Record<string, unknown> | null }).domainCheck;

  it('when a visitor posts "available", dated 2020, for a name the registry holds, then staff read the registry\'s answer as the site found it, never the visitor\'s', async () => {
    registries.rdap.set('forged-probe.africa', 'registered');
    const forged = { ascii: 'forged-probe.africa', status: 'available', checkedAt: '2020-01-01T00:00:00.000Z', source: 'RDAP' };
    const before = Date.now();
    const mail = await staffMail(await order('forged-probe.africa', forged));
    expect(mail.text).toContain('Domain check: forged-probe.africa: registered (RDAP, ');
    expect(mail.text).not.toContain('available');
    expect(mail.text).not.toContain('2020');
    const check = jsonOf(mail)!;
    expect(check).toMatchObject({ name: 'forged-probe.africa', status: 'registered', source: 'RDAP' });
    expect(check.checkedAt).toMatch(ISO);
    expect(Date.parse(check.checkedAt as string)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['shop-probe.africa', 'available', 'RDAP'],
    ['shop-probe.co.za', 'unknown', 'WHOIS'],
    ['shop-probe.de', 'unknown', 'no registry service'],
  ] as const)(
    "when an order for %s carries a check, then staff read the site's own check of it (%s, by %s) instead",
    async (name, status, source) => {
      const claimed = { ascii: name, status: 'registered', checkedAt: '2026-11-24T10:00:41.000Z', source: 'RDAP' };
      const mail = await staffMail(await order(name, claimed));
      expect(mail.text).toContain(`Domain check: ${name}: ${domainCheckCopy.staffStatus[status]} (${source}, `);
      expect(mail.text).not.toContain('2026-11-24 12:00:41 SAST');
      expect(jsonOf(mail)).toEqual({
        name,
        status,
        source: source === 'no registry service' ? null : source,
        checkedAt: expect.stringMatching(ISO),
      });
    },
  );

  it("when the check carried names another domain than the one ordered, then staff read the site's check of the one ordered", async () => {
    const check = { ascii: 'someone-else.africa', status: 'registered', checkedAt: '2026-11-24T10:00:41.000Z' };
    const mail = await staffMail(await order('mine-probe.africa', check));
    expect(mail.text).toContain('Domain check: mine-probe.africa: available (RDAP, ');
    expect(mail.text).not.toContain('someone-else');
  });

  it('when an order carries no check (the visitor never left the field), then the JSON says null and the e-mail has no check line', async () => {
    const mail = await staffMail(await order('quiet-probe.africa', undefined));
    expect(mail.text).not.toContain('Domain check');
    expect(jsonOf(mail)).toBeNull();
  });

  it('when the order names the domain with www or in capitals, then the site checks the registrable name', async () => {
    registries.rdap.set('caps-probe.africa', 'registered');
    const check = { ascii: 'caps-probe.africa', status: 'available', checkedAt: '2026-11-24T10:00:41.000Z' };
    const mail = await staffMail(await order('WWW.Caps-Probe.africa', check));
    expect(mail.text).toContain('Domain check: caps-probe.africa: registered (RDAP, ');
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
