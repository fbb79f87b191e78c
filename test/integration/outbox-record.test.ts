import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxRecord } from '../../server/mail/types';
import { outboxIds, databaseIn, mailServiceIn, makeRecord, waitUntil } from '../support/mail-kit';
import { parseMail } from '../support/mail-parse';

/**
 * A record is read by its shape, derived from the endpoint's schemas: a message written by an
 * earlier release (no reference, no audience, an order without its plan) is still delivered;
 * a file of the wrong shape is set aside.
 */
const before = {
  kind: 'order',
  name: 'Lindiwe Zulu',
  email: 'lindiwe@example.co.za',
  company: '',
  phone: '+27 82 555 0177',
  message:
    '=== HOSTING ORDER REQUEST ===\n\nPlan: Business\nPrice: Contact for Pricing\nPlan Details: 5 websites\n\nNo additional requirements specified.\n\n---\nThis is an automated order request from the website.',
  requestId: 'req-before-1',
  receivedAt: '2026-11-01T08:00:00.000Z',
};

const started: Array<{ stop(): Promise<void> }> = [];
afterEach(() => Promise.all(started.splice(0).map((service) => service.stop())));

/** A mail service started on a folder whose outbox already holds one record, as an older release wrote it; stopped after the test. */
async function startedWith(label: string, id: string, request: Record<string, unknown>) {
  const made = await mailServiceIn(label, {});
  const pending = join(made.root, 'spool', 'outbox');
  await mkdir(pending, { recursive: true });
  await writeFile(join(pending, `${id}.json`), JSON.stringify(makeRecord(id, { request } as Partial<OutboxRecord>)));
  made.service.start();
  started.push(made.service);
  return made;
}

/** The mails the service has finished writing as .eml files (one being written is a hidden temporary file until it is renamed). */
const writtenMails = async (root: string) => {
  const names = (await readdir(join(root, 'mail')).catch(() => [])).filter((f) => f.endsWith('.eml') && !f.startsWith('.'));
  return Promise.all(names.map(async (name) => parseMail(await readFile(join(root, 'mail', name), 'utf8'))));
};

describe('outbox records across releases', () => {
  it('when a record written before references and plans existed is pending, then it is delivered to the company as written', async () => {
    const { root } = await startedWith('record-before', '1793500000000-0123456789', before);
    await waitUntil(async () => (await writtenMails(root)).length === 1, 10_000, 'the .eml');
    const [mail] = await writtenMails(root);
    expect(mail!.header('to')).toBe('sales@company.example');
    expect(mail!.header('subject')).toBe('Order: Lindiwe Zulu (Acme Managed IT)');
    expect(mail!.text).toContain('Plan: Business\nPrice: Contact for Pricing');
    expect(outboxIds(databaseIn(root), 'failed')).toEqual([]);
  });

  it('when a record written by the release before set-up questions and marketing consent is pending, then it is delivered once, as written', async () => {
    const previousRelease = {
      ...before,
      reference: 'KIT-OLDREC01',
      plan: 'CXN3',
      billing: 'monthly',
      users: 1,
      message: before.message.replace('Plan: Business', 'Plan: VPS Server Hosting CXN3'),
    };
    const { root } = await startedWith('record-previous', '1793500000002-0123456789', previousRelease);
    // Imported from its file into the database first, then delivered and gone from it.
    await waitUntil(
      async () =>
        !existsSync(join(root, 'spool', 'outbox', '1793500000002-0123456789.json')) && outboxIds(databaseIn(root)).length === 0,
      10_000,
      'the delivery',
    );
    const mails = await writtenMails(root);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.header('subject')).toMatch(/^Order KIT-OLDREC01: .*CXN3.*Lindiwe Zulu$/);
    expect(mails[0]!.text).toContain('Marketing: no (not asked)');
    expect(mails[0]!.text).not.toContain('Set-up:');
    const json = JSON.parse(mails[0]!.attachments[0]!.content) as { setup: unknown; marketing: unknown; plan: { id: string } };
    expect(json).toMatchObject({ setup: null, marketing: null, plan: { id: 'CXN3' } });
    expect(outboxIds(databaseIn(root), 'failed')).toEqual([]);
  });

  it.each([
    ['users as text', { ...before, plan: 'm365-business-basic', users: '3' }],
    ['no request id', { ...before, requestId: undefined }],
    ['an unknown kind', { ...before, kind: 'invoice' }],
  ])('when a record has %s, then it is set aside in failed/ and nothing is sent', async (_what, request) => {
    const { root } = await startedWith('record-bad', '1793500000001-0123456789', request);
    await waitUntil(async () => outboxIds(databaseIn(root), 'failed').length === 1, 10_000, 'the quarantine');
    expect(await readdir(join(root, 'mail')).catch(() => [])).toEqual([]);
  });
});
