/**
 * An Outlook .msg whose compound file declares streams far larger than itself, as an outside review
 * sent it: a real sample (test/fixtures) with every directory entry's stream size rewritten to
 * 0x7FFFFFF0. Posted to the built site, its resident memory (Linux's /proc, the site's threads
 * included) is read before and after.
 */
import { readFileSync } from 'node:fs';
import {
  GENUINE_EMAIL_API_PATH,
  GENUINE_EMAIL_FIELDS as fields,
  type GenuineEmailAnswer,
} from '../../shared/genuine-email/answer';
import { startDnsStub } from '../support/dns-stub';
import { forTests, tempFolder } from '../support/for-tests';
import { declaringStreamsOf, outlookSample } from '../support/outlook-msg';
import { registriesForTests } from '../support/rdap-registry';
import { startSiteProcess } from '../support/site-process';

const MB = 1024 * 1024;
const sample = outlookSample('outlook-with-headers.msg');

const registries = registriesForTests();
const running = forTests(
  async () => {
    const dns = await startDnsStub({});
    const site = await startSiteProcess({ ...registries.env, DATA_DIR: tempFolder('msg-memory'), DNS_SERVERS: dns.servers });
    return { dns, site };
  },
  async ({ dns, site }) => {
    await site.stop();
    await dns.close();
  },
);

const residentMemory = () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${running.site.child.pid}/status`, 'utf8'))![1]) * 1024;
const peakMemory = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${running.site.child.pid}/status`, 'utf8'))![1]) * 1024;

const post = async (file: Buffer) => {
  const form = new FormData();
  form.append(fields.file, new Blob([new Uint8Array(file)]), 'invoice.msg');
  const started = Date.now();
  const response = await fetch(`${running.site.url}${GENUINE_EMAIL_API_PATH}`, {
    method: 'POST',
    body: form,
    headers: { Origin: running.site.url },
  });
  const { answer } = (await response.json()) as { answer: GenuineEmailAnswer };
  return { status: response.status, answer, ms: Date.now() - started };
};

it('when a 25 KB .msg declares streams of 2 GB each, then it is refused as a .msg that could not be read, within a second, and the site grows by less than 64 MB', async () => {
  // Both readers started and warm with the real sample: a thread's own start is not what is measured.
  const warm = await Promise.all([post(sample), post(sample)]);
  expect(warm.map(({ status }) => status)).toEqual([200, 200]);
  const [before, peakBefore] = [residentMemory(), peakMemory()];

  const refused = await post(declaringStreamsOf(sample, 0x7ffffff0));
  const [grown, peakGrown] = [residentMemory() - before, peakMemory() - peakBefore];
  console.log(
    `hostile .msg: ${refused.status} in ${refused.ms} ms; RSS +${Math.round(grown / MB)} MB, peak +${Math.round(peakGrown / MB)} MB`,
  );

  expect({ status: refused.status, answer: refused.answer }).toEqual({ status: 422, answer: { refused: 'msg-file' } });
  expect(refused.ms).toBeLessThan(1000);
  expect(peakGrown).toBeLessThan(64 * MB);
  expect(grown).toBeLessThan(64 * MB);
  // The site still reads the real sample afterwards.
  expect((await post(sample)).status).toBe(200);
}, 60_000);
