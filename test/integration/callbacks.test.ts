import { callbackDayLabel, callbackTimes, callbackTopics } from '../../shared/catalogue/callback-copy';
import { CALLBACK_MESSAGES as M, workingDaysAfter } from '../../shared/validation/callback-schema';
import { captchaToken, postAccepted, postJson, siteWithSmtpSink } from '../support/endpoint-kit';
import { outboxEmpty, waitUntil } from '../support/mail-kit';

/** "Request a call back" through the real endpoint, outbox and a real SMTP server. */
const COMPANY = 'sales@kopano-it.co.za';
// Confirmations on (the default): a call back must still send none.
const { sink, site } = siteWithSmtpSink({ MAIL_TO: COMPANY, CONFIRMATION_MAIL: 'on', CONTACT_RATE_LIMIT_MAX: '100' });

const callback = (captcha: string, overrides: Record<string, unknown> = {}) => ({
  kind: 'callback',
  name: 'Thandi Nkosi',
  phone: '+27 82 555 0199',
  day: 'any',
  time: 'any',
  topic: 'sales',
  captcha,
  ...overrides,
});

describe('a call back request', () => {
  it('when a call back is accepted, then staff get one mail whose subject says call back, the day, the time, the topic and the name, and nothing goes to anyone else', async () => {
    const day = workingDaysAfter(new Date(), 2)[1]!;
    const reference = await postAccepted(
      site.url,
      callback(await captchaToken(site.url), { day, time: 'morning', topic: 'billing' }),
    );
    await sink.waitFor(() => sink.withSubject(reference).length >= 1, 10_000);
    await waitUntil(() => outboxEmpty(site.dataDir));
    const [staff, ...others] = sink.withSubject(reference);
    expect(others).toEqual([]);
    expect(staff!.envelope.to).toEqual([COMPANY]);
    const when = `${callbackDayLabel(day)}, ${callbackTimes.morning}`;
    expect(staff!.mail.header('subject')).toBe(`Call back ${reference}: ${when}, ${callbackTopics.billing}, Thandi Nkosi`);
    expect(staff!.mail.header('reply-to')).toBeUndefined();
    expect(staff!.mail.text).toContain('Phone: +27 82 555 0199');
    expect(staff!.mail.text).toContain(`Call on: ${when}`);
    expect(staff!.mail.html).toContain('+27 82 555 0199');
    const accepted = site.logs.find((line) => line.msg === 'submission accepted' && line.reference === reference);
    expect(accepted).toMatchObject({ kind: 'callback' });
    expect(JSON.stringify(site.logs)).not.toContain('555 0199');
  });

  it('when the day is left open, then the subject says any weekday', async () => {
    const reference = await postAccepted(site.url, callback(await captchaToken(site.url), { topic: 'support' }));
    await sink.waitFor(() => sink.withSubject(reference).length >= 1, 10_000);
    expect(sink.withSubject(reference)[0]!.mail.header('subject')).toBe(
      `Call back ${reference}: Any weekday, ${callbackTimes.any}, ${callbackTopics.support}, Thandi Nkosi`,
    );
  });

  // One refusal of each field through the endpoint; the days taken (a weekend, a day that does not exist) and the phone
  // numbers (words, too few digits) are unit/callback-schema.test's, on the same schema.
  it.each([
    ['a day in the past', { day: '2020-01-06' }, [M.day]],
    ['an evening', { time: 'evening' }, [M.time]],
    ['a topic not offered', { topic: 'legal' }, [M.topic]],
    ['a short number and a one-letter name', { phone: '082', name: 'T' }, [M.nameMin, M.phoneMin]],
    ['no phone at all', { phone: undefined }, ['Phone number is required']],
    ['a line break in the name', { name: 'Thandi\r\nBcc: x@example.org' }, ['Name contains invalid characters']],
    ['a number for the topic', { topic: 3 }, ['Topic must be text']],
    ['no captcha', { captcha: '' }, ['Captcha is required']],
  ])(
    'when a call back names %s, then it is refused with a 400 in JSON saying why, and nothing is queued',
    async (_what, overrides, messages) => {
      const before = sink.messages.length;
      const response = await postJson(site.url, callback(await captchaToken(site.url), overrides));
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const answer = (await response.json()) as { success: boolean; error: string };
      expect(answer.success).toBe(false);
      for (const message of messages) expect(answer.error).toContain(message);
      await waitUntil(() => outboxEmpty(site.dataDir));
      expect(sink.messages.length).toBe(before);
    },
  );
});
