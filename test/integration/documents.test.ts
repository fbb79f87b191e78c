import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { legalDocuments } from '../../shared/catalogue/legal-documents';
import { buildDir } from '../support/test-config';
import { bytesOf, testApp } from '../support/site-server';

const documentsDir = path.join(buildDir(), 'public', 'documents');
const app = testApp();

beforeAll(() => {
  if (!existsSync(documentsDir)) {
    throw new Error(
      `No legal PDFs in ${documentsDir}: run "npm run build" (or scripts/build-legal-pdfs.ts into that folder) first`,
    );
  }
});

describe('legal documents served by the site', () => {
  it.each(legalDocuments.map((doc) => [doc.url, doc] as const))(
    'when %s is downloaded, then it is the built PDF, typed application/pdf and cached for a day',
    async (url, doc) => {
      const res = await bytesOf(request(app).get(url));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const body = res.body as Buffer;
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(body.equals(await readFile(path.join(documentsDir, doc.filename)))).toBe(true);
      expect(body.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
    },
  );

  it('when a document that does not exist is asked for, then the answer is a 404 page, not a PDF', async () => {
    const res = await request(app).get('/documents/no-such-policy.pdf');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/pdf/);
  });

  it('when a path tries to climb out of the documents folder, then nothing outside it is served', async () => {
    const res = await request(app).get('/documents/..%2f..%2fserver%2findex.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('createApp');
  });
});
