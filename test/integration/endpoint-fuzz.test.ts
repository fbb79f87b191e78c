import { CONTACT_LIMITS } from '../../shared/validation/contact-schema';
import fc from 'fast-check';
import { captchaToken, postJson, siteWithSmtpSink } from '../support/endpoint-kit';

const { site, sink } = siteWithSmtpSink({
  CONTACT_RATE_LIMIT_MAX: '10000',
  CAPTCHA_CHALLENGE_RATE_LIMIT_MAX: '10000',
  MAIL_TO: 'sales@kopano-it.co.za',
});

const controls = fc.constantFrom('\r', '\n', '\r\n', '\u0000', '\u0007', '\u001b', '\u0085', '\u2028', '\u2029', '\u202e', '\t');
const nasty = fc
  .array(
    fc.oneof(
      fc.string(),
      controls,
      fc.constantFrom('\r\nBcc: attacker@evil.example', '\nSubject: injected', '=?utf-8?b?QmNjOg==?=', '<script>', '%0d%0a'),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));
// One-line text a visitor could type, with header syntax but no line break: it must be accepted and stay inert.
const headerish = fc
  .array(
    fc.oneof(
      fc.string(),
      fc.constantFrom('Bcc: attacker@evil.example', 'To: a@b.c, d@e.f', '=?utf-8?b?QmNjOg==?=', '<x@y.z>', '";', '\\'),
    ),
    { maxLength: 5 },
  )
  .map((parts) => parts.join(' '));
const anyValue = fc.oneof(
  fc.jsonValue(),
  nasty,
  fc.string({ minLength: 1, maxLength: 12 }).map((unit) => unit.repeat(Math.ceil(4000 / unit.length))),
  fc.constant(undefined),
);

const malformedBody = fc.oneof(
  { arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'), weight: 3 },
  {
    arbitrary: fc
      .record(
        {
          name: anyValue,
          email: anyValue,
          company: anyValue,
          phone: anyValue,
          message: anyValue,
          captcha: anyValue,
          kind: anyValue,
        },
        { requiredKeys: [] },
      )
      .map((v) => JSON.stringify(v)),
    weight: 5,
  },
  { arbitrary: fc.string({ maxLength: 300 }), weight: 2 },
  {
    arbitrary: fc.object({ maxDepth: 4 }).map((v) => JSON.stringify({ name: v, email: [v], message: { nested: v } })),
    weight: 2,
  },
  {
    arbitrary: fc
      .string({ minLength: 1, maxLength: 12 })
      .map((unit) => JSON.stringify({ message: unit.repeat(Math.ceil(16_500 / unit.length)) })),
    weight: 1,
  },
);
const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/json; charset=latin1',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
    ),
    weight: 2,
  },
);

describe('send-contact-email under fuzzing', () => {
  it('when thousands of malformed bodies arrive, then every answer is a 4xx JSON refusal, never a 5xx or a stack', async () => {
    await fc.assert(
      fc.asyncProperty(malformedBody, contentType, async (body, type) => {
        const response = await postJson(site.url, body, { 'Content-Type': type });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        const answer = (await response.json()) as { success: unknown; error: unknown };
        expect(answer.success).toBe(false);
        expect(String(answer.error)).not.toMatch(/\n\s+at |node_modules/);
      }),
      { numRuns: 2000 },
    );
    expect(site.logs.filter((l) => l.level === 'error' || l.level === 'fatal')).toEqual([]);
  }, 120_000);

  it('when accepted requests carry CR, LF and header text in every field, then no delivered mail has an injected header', async () => {
    const accepted: string[] = [];
    const field = fc.oneof({ arbitrary: headerish, weight: 4 }, { arbitrary: nasty, weight: 1 });
    await fc.assert(
      fc.asyncProperty(field, fc.emailAddress(), field, field, nasty, async (name, email, company, phone, message) => {
        const body = {
          name: `${name}Zu`.slice(0, CONTACT_LIMITS.nameMax),
          email,
          company: company.slice(0, CONTACT_LIMITS.companyMax),
          phone: phone.slice(0, CONTACT_LIMITS.phoneMax),
          message: `Hello there, ${message}`.slice(0, CONTACT_LIMITS.messageMax),
          captcha: await captchaToken(site.url),
        };
        const response = await postJson(site.url, body);
        expect([200, 400]).toContain(response.status);
        // The site's own id for the request, which its staff e-mail names.
        if (response.status === 200) accepted.push(response.headers.get('x-request-id') ?? '');
      }),
      { numRuns: 250 },
    );
    expect(accepted.length).toBeGreaterThan(20);
    const toCompany = (messages: typeof sink.messages) => messages.filter((m) => m.envelope.to[0] === 'sales@kopano-it.co.za');
    await sink.waitFor((messages) => toCompany(messages).length >= accepted.length, 60_000);
    for (const { mail, envelope } of sink.messages) {
      // One recipient each: the company, or (for the visitor's confirmation) the one address the visitor gave.
      expect(envelope.to).toHaveLength(1);
      if (envelope.to[0] !== 'sales@kopano-it.co.za') expect(mail.header('to')).toBe(envelope.to[0]);
      const names = mail.headers.map((h) => h.name.toLowerCase());
      expect(names).not.toContain('bcc');
      expect(names).not.toContain('cc');
      for (const single of ['from', 'to', 'subject', 'message-id', 'date']) expect(mail.count(single)).toBe(1);
      expect(mail.count('reply-to')).toBeLessThanOrEqual(1);
      const allowed = new Set([
        'from',
        'to',
        'subject',
        'message-id',
        'date',
        'reply-to',
        'mime-version',
        'content-type',
        'content-transfer-encoding',
        'x-mailer',
      ]);
      for (const name of names) expect(allowed).toContain(name);
      for (const h of mail.headers) expect(h.value).not.toMatch(/[\r\n]/);
    }
    const delivered = toCompany(sink.messages).map((m) => /Request id: (\S+)/.exec(m.mail.text ?? '')?.[1]);
    expect(new Set(delivered)).toEqual(new Set(accepted));
  }, 120_000);
});
