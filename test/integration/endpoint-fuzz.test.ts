import fc from 'fast-check';
import { contactBody, endpointSiteForTests, postJson } from '../support/endpoint-kit';

const site = endpointSiteForTests({ CONTACT_RATE_LIMIT_MAX: '10000' });

/**
 * What only the HTTP layer sees: text that is no JSON, JSON of any shape, a valid body with a
 * captcha of any content, a body past the size limit, and content types the endpoint does not read. Hostile
 * field values (wrong types, line breaks, control characters, huge strings) are validateSubmission's
 * own, fuzzed without a server in unit/validation-fuzz.test.
 */
const malformedBody = fc.oneof(
  { arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'), weight: 5 },
  { arbitrary: fc.string({ maxLength: 300 }), weight: 2 },
  // A body that passes validation, its captcha any text or any JSON in base64: what the captcha's check is handed.
  {
    arbitrary: fc
      .oneof(
        fc.string({ minLength: 1 }),
        fc.json().map((json) => Buffer.from(json).toString('base64')),
      )
      .map((captcha) => JSON.stringify(contactBody(captcha))),
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
  it('when 500 malformed bodies arrive (new ones each run), then every answer is a 4xx JSON refusal, never a 5xx or a stack', async () => {
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
      { numRuns: 500 },
    );
    expect(site.logs.filter((l) => l.level === 'error' || l.level === 'fatal')).toEqual([]);
  }, 120_000);
});
