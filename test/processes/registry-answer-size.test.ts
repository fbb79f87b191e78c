/** A registry's answer is counted as it is decoded; the built site's peak resident memory (VmHWM) is read. */
import { readFileSync } from 'node:fs';
import { DOMAIN_CHECK_PATH, type DomainCheckAnswer } from '../../shared/domain-check';
import { tempFolder } from '../support/endpoint-kit';
import { waitUntil } from '../support/mail-kit';
import { registriesForTests } from '../support/rdap-registry';
import { startSiteProcess, type SiteProcess } from '../support/site-process';

const MB = 1024 * 1024;

const registries = registriesForTests();
let site: SiteProcess;

/** The process's peak resident memory so far, in bytes (Linux's /proc). */
const peakMemory = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

const statusOf = async (name: string) => {
  const response = await fetch(`${site.url}${DOMAIN_CHECK_PATH}?name=${name}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as DomainCheckAnswer).status;
};

beforeAll(async () => {
  site = await startSiteProcess({
    ...registries.env,
    DATA_DIR: tempFolder('rdap-size-data'),
    DOMAIN_CHECK_TIMEOUT_MS: '5000',
    DOMAIN_CHECK_RATE_LIMIT_MAX: '1000',
  });
}, 30_000);

afterAll(() => site.stop());

describe("a registry's answer, by its decoded size", () => {
  it('when an RDAP body of 50 KB on the wire inflates to 50 MB, then the site stays within 20 MB of where it was and says it could not check', async () => {
    const { rdap } = registries;
    rdap.set('taken.africa', 'registered');
    rdap.set('bomb.africa', 'inflating');
    // Warm: pages, the check's code paths and the fetch machinery, before the mark is read.
    for (let i = 0; i < 3; i++) await fetch(site.url).then((r) => r.text());
    expect(await statusOf('taken.africa')).toBe('registered');
    expect(await statusOf('free.africa')).toBe('available');
    const before = peakMemory(site.child.pid!);

    expect(await statusOf('bomb.africa')).toBe('unknown');
    expect(rdap.requests).toContain('/rdap/domain/bomb.africa');

    const grown = peakMemory(site.child.pid!) - before;
    expect(grown).toBeLessThan(20 * MB);
    await waitUntil(() => site.output().includes('"reason":"answer too large"'), 5_000, 'the log line of the refused answer');
  }, 30_000);
});
