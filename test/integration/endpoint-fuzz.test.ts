import fc from 'fast-check';
import { endpointSiteForTests, postJson } from '../support/endpoint-kit';

const site = endpointSiteForTests({ CONTACT_RATE_LIMIT_MAX: '10000' });

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
});
