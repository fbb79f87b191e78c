import { SEND_CONTACT_EMAIL_PATH } from '../../shared/api';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { captchaToken, contactBody, postJson, tempFolder } from '../support/endpoint-kit';
import { waitUntil } from '../support/mail-kit';
import { startSentryReceiver, type ReceivedItem, type SentryReceiver } from '../support/sentry-receiver';
import { startSiteProcess, type SiteProcess } from '../support/site-process';
import { buildDir } from '../support/test-config';

/*
 * Error reports and traces as a Sentry host receives them: the built site with SENTRY_DSN, its
 * official SDK sending real envelopes over HTTP to a receiver on loopback. The site runs from a
 * copy of the build whose client manifest lost its entry scripts (a broken deploy), so every
 * page it renders fails.
 */
const RELEASE = 'reports-test-1';
const VISITOR = contactBody('', { email: 'thandi.reports@example.co.za', phone: '+27 82 555 0177' });
const PERSONAL = ['thandi.reports@example.co.za', 'email=', 'Nkosi', '+27 82 555 0177', 'managed backups'];

let receiver: SentryReceiver;
let site: SiteProcess;

beforeAll(async () => {
  receiver = await startSentryReceiver();
  const brokenBuild = tempFolder('broken-build');
  cpSync(buildDir(), brokenBuild, { recursive: true });
  const manifestFile = path.join(brokenBuild, 'public', 'manifest.json');
  const { chunks } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { chunks: unknown };
  writeFileSync(manifestFile, JSON.stringify({ chunks }));
  site = await startSiteProcess({
    BUILD_DIR: brokenBuild,
    DATA_DIR: tempFolder('reports'),
    RELEASE,
    SENTRY_DSN: receiver.dsn,
    SENTRY_TRACES_SAMPLE_RATE: '1',
  });
  await waitUntil(() => site.output().includes('error reports go to a Sentry-compatible service'), 10_000, 'the SDK');
}, 30_000);

afterAll(async () => {
  await site?.stop();
  await receiver?.close();
});

const transactionNamed = (name: string) => receiver.ofType('transaction').find((item) => item.payload.transaction === name);
const logLines = () =>
  site
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown> & { msg: string; req?: { id: string } });
const expectNothingPersonal = (items: ReceivedItem[]) => {
  for (const { raw } of items) {
    for (const text of PERSONAL) expect(raw).not.toContain(text);
    expect(raw).not.toContain('ip_address');
  }
};

describe('error reports to a Sentry-compatible service (SENTRY_DSN)', () => {
  it('when a visitor sends the form, then its post is one transaction named by its path, with none of what the visitor wrote', async () => {
    const response = await postJson(site.url, { ...VISITOR, captcha: await captchaToken(site.url) });
    expect(response.status).toBe(200);
    const name = `POST ${SEND_CONTACT_EMAIL_PATH}`;
    await waitUntil(() => transactionNamed(name) !== undefined, 10_000, 'the post’s transaction');
    const post = transactionNamed(name) as ReceivedItem;
    expect((post.payload.contexts as { trace: { data: Record<string, unknown> } }).trace.data['http.response.status_code']).toBe(
      200,
    );
    expectNothingPersonal([post]);
  });

  // Last: it stops the site.
  it('when a page fails to render, then one event arrives with the request id its log line carries, inside the request’s trace, with nothing personal', async () => {
    const response = await fetch(`${site.url}/contact?email=thandi.reports@example.co.za`);
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id');

    const eventsOf = () =>
      receiver.ofType('event').filter((item) => (item.payload.tags as Record<string, string>)?.request_id === requestId);
    await waitUntil(() => eventsOf().length > 0 && transactionNamed('GET /contact') !== undefined, 10_000, 'the event and trace');
    // Stopped, the site sends whatever it still holds: nothing more for this request.
    expect(await site.stop()).toEqual({ code: 0, signal: null });
    const events = eventsOf();
    expect(events).toHaveLength(1);
    const event = events[0].payload as {
      exception: { values: { type: string; value: string }[] };
      tags: Record<string, string>;
      transaction: string;
      release: string;
      contexts: { trace: { trace_id: string } };
    };
    expect(event.exception.values.at(-1)).toMatchObject({ type: 'TypeError' });
    expect(event.tags).toMatchObject({ request_id: requestId, route: '/contact', method: 'GET' });
    expect(event.transaction).toBe('GET /contact');
    expect(event.release).toBe(RELEASE);

    const logged = logLines().find((line) => line.msg === 'page failed to render');
    expect(logged?.req?.id).toBe(requestId);

    const trace = transactionNamed('GET /contact')?.payload as {
      contexts: { trace: { trace_id: string; op: string; data: Record<string, unknown> } };
      spans: { op: string; description: string }[];
    };
    expect(trace.contexts.trace).toMatchObject({ op: 'http.server', trace_id: event.contexts.trace.trace_id });
    expect(trace.contexts.trace.data['http.response.status_code']).toBe(500);
    expect(trace.spans).toEqual([expect.objectContaining({ op: 'render', description: 'render' })]);
    expectNothingPersonal([...events, transactionNamed('GET /contact') as ReceivedItem]);
  });
});
