import { backoffDelay, classifyFailure, DEFAULT_RETRY, isDue, resolveRetry } from '../../server/mail/retry-policy';
import { makeRecord } from '../support/mail-kit';

const smtpError = (code: string, responseCode?: number, permanent?: boolean) =>
  Object.assign(new Error(`${code} ${responseCode ?? ''}`), { code, responseCode, permanent });

describe('retry policy', () => {
  test('when delivery keeps failing, then the first retry is within a minute and delays double up to an hour', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => backoffDelay(DEFAULT_RETRY, n) / 1000);
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(DEFAULT_RETRY.maxAgeMs).toBe(5 * 24 * 60 * 60 * 1000);
  });

  test('when a retry setting is not a positive number, then the service refuses to start', () => {
    expect(() => resolveRetry({ firstDelayMs: 0 })).toThrow(/firstDelayMs/);
    expect(resolveRetry({ pollMs: 10 }).pollMs).toBe(10);
  });

  test.each([
    ['a 550 reply to the message', true, 'reply', smtpError('EMESSAGE', 550, true)],
    ['a 550 refusal of the configured recipient', false, 'connection', smtpError('EENVELOPE', 550, true)],
    ['a 530 "authentication required"', false, 'connection', smtpError('EENVELOPE', 530, true)],
    ['a 451 reply', false, 'reply', smtpError('EMESSAGE', 451, false)],
    ['a 503 bad sequence', false, 'reply', smtpError('EMESSAGE', 503, false)],
    ['a refused login (535)', false, 'connection', smtpError('EAUTH', 535, true)],
    ['a 421 closing reply', false, 'connection', smtpError('EENVELOPE', 421, false)],
    ['a refused connection', false, 'connection', smtpError('ESOCKET')],
    ['a disk error of the file transport', false, 'connection', Object.assign(new Error('no space'), { code: 'ENOSPC' })],
  ])('when the transport reports %s, then permanent is %s and the kind is %s', (_what, permanent, kind, err) => {
    const result = classifyFailure(err, 0);
    expect(result.permanent).toBe(permanent);
    expect(result.error.kind).toBe(kind);
  });

  test('when the server was unreachable and another message has since gone through, then the message is due at once', () => {
    const record = makeRecord('0000000001000-aaaaaaaaaa', {
      enqueuedAt: new Date(1_000).toISOString(),
      attempts: 3,
      nextAttemptAt: new Date(60_000).toISOString(),
      lastAttemptAt: new Date(2_000).toISOString(),
      lastError: { kind: 'connection', code: 'ESOCKET', detail: 'refused', at: new Date(2_000).toISOString() },
    });
    expect(isDue(record, 3_000, 0)).toBe(false);
    expect(isDue(record, 3_000, 2_500)).toBe(true);
    expect(isDue({ ...record, lastError: { ...record.lastError!, kind: 'reply' } }, 3_000, 2_500)).toBe(false);
    expect(isDue(record, 60_000, 0)).toBe(true);
  });
});
