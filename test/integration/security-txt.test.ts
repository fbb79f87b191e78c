import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/app';
import { SECURITY_TXT_BUILD_FILE, securityTxtExpiry } from '../../server/security-txt';
import { company } from '../../shared/catalogue/company';
import { legalDocumentPath } from '../../shared/catalogue/legal-document-ids';
import { captureLogs } from '../support/mail-kit';
import { buildDir, testConfig } from '../support/test-config';
import { testApp } from '../support/site-server';

const PUBLIC_URL = 'https://www.example.co.za';
const config = testConfig({ PUBLIC_URL });
const app = testApp({ PUBLIC_URL });
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** RFC 9116's fields: `Name: value` lines, `#` comments; each field's values in order. */
function fields(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [, name = '', value = ''] = /^([A-Za-z-]+): (.+)$/.exec(line) ?? [];
    if (!name) throw new Error(`not a field: ${line}`);
    found.set(name, [...(found.get(name) ?? []), value]);
  }
  return found;
}

describe('/.well-known/security.txt', () => {
  it('when a researcher asks for it, then it is plain UTF-8 text naming the support address, the policy (whose page answers), itself and English', async () => {
    const res = await request(app).get('/.well-known/security.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const found = fields(res.text);
    expect(found.get('Contact')).toEqual([company.supportEmail.href]);
    expect(found.get('Contact')?.[0]).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
    expect(found.get('Policy')).toEqual([`${PUBLIC_URL}${legalDocumentPath('security-policy')}`]);
    expect((await request(app).get(legalDocumentPath('security-policy'))).status).toBe(200);
    expect(found.get('Canonical')).toEqual([`${PUBLIC_URL}/.well-known/security.txt`]);
    expect(found.get('Preferred-Languages')).toEqual(['en']);
    expect(found.get('Expires')).toHaveLength(1);
  });

  it('when its Expires is read, then it is the date the build set, in UTC, in the future and at most a year ahead', async () => {
    const expires = fields((await request(app).get('/.well-known/security.txt')).text).get('Expires')?.[0] ?? '';
    expect(expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const built = JSON.parse(readFileSync(path.join(buildDir(), 'public', SECURITY_TXT_BUILD_FILE), 'utf8')) as {
      expires: string;
    };
    expect(expires).toBe(built.expires);
    const left = Date.parse(expires) - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(YEAR_MS);
  });

  it('when the build computes it, then it is less than a year after the build, to the second', () => {
    const builtAt = new Date('2026-03-01T09:30:15.678Z');
    const expires = securityTxtExpiry(builtAt);
    expect(expires).toBe('2027-02-28T09:30:15Z');
    expect(Date.parse(expires) - builtAt.getTime()).toBeLessThan(YEAR_MS);
  });

  it('when an older tool asks for /security.txt, then it is sent on to /.well-known/security.txt', async () => {
    const res = await request(app).get('/security.txt');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/.well-known/security.txt');
  });

  it('when the site starts with a build whose security.txt has expired, then it says so once, and nothing when it has not', () => {
    const expired = captureLogs();
    createApp({ config, logger: expired.logger, securityTxtExpires: '2025-01-01T00:00:00Z' });
    expect(expired.lines.filter((line) => String(line.msg).includes('security.txt'))).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringContaining('has expired (2025-01-01T00:00:00Z)') }),
    ]);
    const fresh = captureLogs();
    createApp({ config, logger: fresh.logger });
    expect(fresh.lines.filter((line) => String(line.msg).includes('security.txt'))).toEqual([]);
  });
});
