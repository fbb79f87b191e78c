import { databaseIn, outboxIds, outboxRecord } from '../support/mail-kit';
import { domainToASCII } from 'node:url';
import { plansByKind, type PlanKind } from '../../shared/catalogue/plans';
import { setupQuestions, type SetupAnswers } from '../../shared/catalogue/plans/setup-questions';
import { SETUP_MESSAGES } from '../../shared/validation/setup-answer-rules';
import { captchaToken, orderBody, postAccepted, postJson, siteWithSmtpSink } from '../support/endpoint-kit';
import { ed25519PublicKey, PRIVATE_KEY_PROBE } from '../support/ssh-keys';

/** The set-up answers of each kind of plan, through the real endpoint, outbox and a real SMTP server. */
const STAFF = 'provisioning@probe.example';
const { sink, site } = siteWithSmtpSink({
  MAIL_TO: STAFF,
  CONTACT_RATE_LIMIT_MAX: '1000',
  CAPTCHA_CHALLENGE_RATE_LIMIT_MAX: '1000',
});

const firstPlan = (kind: PlanKind) => plansByKind[kind][0]!;
const question = (kind: PlanKind, id: string) => {
  const found = setupQuestions[kind].find((q) => q.id === id);
  if (!found) throw new Error(`${kind} has no question ${id}`);
  return found;
};
/** The options of a choice for the kind's first plan, the default listed first. */
const optionsOf = (kind: PlanKind, id: string) => {
  const q = question(kind, id);
  if (q.type !== 'choice') throw new Error(`${id} is not a choice`);
  return q.options(firstPlan(kind));
};
/** The words the catalogue gives a chosen option: 'Johannesburg' for 'johannesburg'. */
const optionLabel = (kind: PlanKind, id: string, value: string) => optionsOf(kind, id).find((o) => o.value === value)!.label;
/** The last option of a choice: never the default. */
const lastOption = (kind: PlanKind, id: string) => optionsOf(kind, id).at(-1)!.value;

const order = (kind: PlanKind, token: string, extra: Record<string, unknown>) => ({
  ...orderBody(token),
  plan: firstPlan(kind).id,
  email: `setup-${kind}@probe.example`,
  ...extra,
});

const accepted = (body: Record<string, unknown>) => postAccepted(site.url, body);

const mailsFor = async (reference: string) => {
  await sink.waitFor(() => sink.withSubject(reference).length >= 2, 10_000);
  const both = sink.withSubject(reference);
  return {
    staff: both.find((m) => m.envelope.to[0] === STAFF)!.mail,
    visitor: both.find((m) => m.envelope.to[0] !== STAFF)!.mail,
  };
};

interface Case {
  kind: PlanKind;
  answers: () => SetupAnswers;
  /** The lines of the staff e-mail's Set-up section, in order. */
  staffLines: (answers: SetupAnswers) => string[];
  /** Typed answers: never in the visitor's confirmation. */
  typed: (answers: SetupAnswers) => string[];
  /** The JSON's set-up object. */
  json: (answers: SetupAnswers) => Record<string, unknown>;
}

const hostingCase = (kind: PlanKind): Case => ({
  kind,
  answers: () => ({ domainAction: 'transfer', domainName: 'bäckerei-probe.co.za', movingWebsite: 'yes' }),
  staffLines: (a) => [
    `Domain: ${optionLabel(kind, 'domainAction', 'transfer')}`,
    `Domain name: ${a.domainName} (${domainToASCII(a.domainName!)})`,
    `${question(kind, 'movingWebsite').label}: Yes`,
  ],
  typed: (a) => [a.domainName!, domainToASCII(a.domainName!)],
  json: (a) => ({ ...a, domainNameAscii: domainToASCII(a.domainName!), movingWebsite: true }),
});

const cases: Case[] = [
  {
    kind: 'vps',
    answers: () => ({
      dataCentre: lastOption('vps', 'dataCentre'),
      operatingSystem: 'debian-13',
      hostname: 'probe-host.example.net',
      sshPublicKey: ed25519PublicKey('probe@laptop'),
    }),
    staffLines: (a) => [
      `Data centre: ${optionLabel('vps', 'dataCentre', a.dataCentre!)}`,
      `Operating system: ${optionLabel('vps', 'operatingSystem', 'debian-13')}`,
      `Hostname: ${a.hostname}`,
      `SSH public key: ${a.sshPublicKey}`,
    ],
    typed: (a) => [a.hostname!, a.sshPublicKey!.split(' ')[1]!],
    json: (a) => a,
  },
  hostingCase('shared'),
  hostingCase('reseller'),
  hostingCase('cpanel'),
  {
    kind: 'microsoft-365',
    answers: () => ({ domainAction: 'existing', domainName: 'probe-mail.co.za', existingTenant: 'yes', migrateFrom: 'google' }),
    staffLines: () => [
      `Domain for the mailboxes: ${optionLabel('microsoft-365', 'domainAction', 'existing')}`,
      'Domain name: probe-mail.co.za',
      `Do you already have Microsoft 365?: Yes`,
      `Mail to move from: ${optionLabel('microsoft-365', 'migrateFrom', 'google')}`,
    ],
    typed: (a) => [a.domainName!],
    json: (a) => ({ ...a, domainNameAscii: 'probe-mail.co.za' }),
  },
  {
    kind: 'pastel',
    answers: () => ({ pastelProduct: 'partner', licence: 'need', moveCompanyData: 'yes' }),
    staffLines: () => [
      `Which Sage Pastel?: ${optionLabel('pastel', 'pastelProduct', 'partner')}`,
      `Pastel licence: ${optionLabel('pastel', 'licence', 'need')}`,
      `${question('pastel', 'moveCompanyData').label}: Yes`,
    ],
    typed: () => [],
    json: (a) => ({ ...a, moveCompanyData: true }),
  },
];

describe('an order staff can provision from', () => {
  it.each(cases.map((c) => [c.kind, c] as const))(
    'when a %s order arrives with its set-up answers, then staff get a Set-up section and an order JSON of the answers, and the visitor only the fixed choices',
    async (kind, c) => {
      const answers = c.answers();
      const body = order(kind, await captchaToken(site.url), { setup: answers, marketing: true });
      const reference = await accepted(body);
      const { staff, visitor } = await mailsFor(reference);

      const section = staff.text!.split('\nSet-up:\n')[1]!.split('\n\n')[0]!.split('\n');
      expect(section).toEqual(c.staffLines(answers));
      expect(staff.text).toContain('\nMarketing: yes\n');

      expect(staff.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        [`order-${reference}.json`, 'application/json'],
      ]);
      const json = JSON.parse(staff.attachments[0]!.content) as Record<string, unknown>;
      expect(json).toEqual({
        version: 1,
        reference,
        receivedAt: expect.any(String),
        plan: { id: firstPlan(kind).id, kind, product: expect.any(String), name: firstPlan(kind).name },
        billing: 'monthly',
        users: 1,
        price: expect.any(String),
        setup: c.json(answers),
        // No check was carried: the visitor's browser never asked (test/integration/order-domain-check.test.ts).
        domainCheck: null,
        additionalRequirements: null,
        contact: expect.objectContaining({ name: body.name, email: body.email, phone: body.phone, company: null }),
        marketing: true,
      });

      const fixed = c.staffLines(answers).filter((line) => !c.typed(answers).some((t) => line.includes(t)));
      for (const line of fixed) expect(visitor.text).toContain(line);
      for (const typed of [...c.typed(answers), body.name]) {
        expect(visitor.text).not.toContain(typed);
        expect(visitor.html).not.toContain(typed);
      }
    },
  );

  it('when an order names no set-up at all (an older page), then every question is sent to staff at its default', async () => {
    const reference = await accepted(order('vps', await captchaToken(site.url), { email: 'no-setup@probe.example' }));
    const { staff } = await mailsFor(reference);
    expect(staff.text).toContain(
      '\nSet-up:\nData centre: No preference\nOperating system: Advise me\nHostname: (not given)\nSSH public key: (not given)\n',
    );
    expect(staff.text).toContain('\nMarketing: no\n');
    const json = JSON.parse(staff.attachments[0]!.content) as { setup: unknown; marketing: unknown };
    expect(json.setup).toEqual({ dataCentre: 'no-preference', operatingSystem: 'advise', hostname: '', sshPublicKey: '' });
    expect(json.marketing).toBe(false);
  });
});

describe('set-up answers the server refuses', () => {
  /** Every pending message's record, as stored. */
  const outboxFiles = async () =>
    outboxIds(databaseIn(site.dataDir)).map((id) => JSON.stringify(outboxRecord(databaseIn(site.dataDir), id)));

  // Through the endpoint, one refusal of each shape; the rules' own messages (a listed choice, another
  // kind's question, a hostname, a domain name) are unit/setup-answers.test's.
  it.each<[string, PlanKind, unknown, string]>([
    ['a hostname on a shared plan', 'shared', { hostname: 'web1' }, 'This plan has no set-up question hostname'],
    [
      'a yes-or-no answered otherwise',
      'pastel',
      { moveCompanyData: 'maybe' },
      'Move our existing company data to the server must be yes or no',
    ],
    ['answers that are not an object', 'vps', ['debian-13'], 'Set-up answers must be an object'],
    ['an answer that is not text', 'vps', { hostname: 42 }, 'Hostname must be text'],
    ['marketing consent as text', 'vps', undefined, 'Marketing consent must be true or false'],
  ])(
    'when an order carries %s, then it answers 400 naming the problem and stores nothing',
    async (_what, kind, setup, problem) => {
      const before = outboxIds(databaseIn(site.dataDir));
      const extra = setup === undefined ? { marketing: 'yes' } : { setup };
      const response = await postJson(site.url, order(kind, await captchaToken(site.url), extra));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { success: boolean; errors: string[] };
      expect(body.success).toBe(false);
      expect(body.errors).toEqual([problem]);
      // An earlier order's message may leave meanwhile.
      expect(outboxIds(databaseIn(site.dataDir)).filter((id) => !before.includes(id))).toEqual([]);
    },
  );

  it('when a private key is pasted, then it answers 400 with the warning, and the key is nowhere: not stored, not logged, not mailed', async () => {
    const sent = sink.messages.length;
    const response = await postJson(
      site.url,
      order('vps', await captchaToken(site.url), { setup: { sshPublicKey: PRIVATE_KEY_PROBE } }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: string[] }).errors).toEqual([SETUP_MESSAGES.privateKey]);
    const secret = PRIVATE_KEY_PROBE.split('\n')[1]!;
    expect(site.raw.join('\n')).not.toContain(secret);
    for (const file of await outboxFiles()) expect(file).not.toContain(secret);
    expect(sink.messages.slice(sent).some((m) => m.raw.includes(secret))).toBe(false);
  });
});
