import request from 'supertest';
import { ASSESSMENT_REPORT_PATH } from '../../shared/catalogue/assessment';
import { assessmentCopy, assessmentQuestions, type AnswerId } from '../../shared/catalogue/assessment';
import { assessmentReportCopy } from '../../shared/catalogue/assessment-report-copy';
import { scoreAssessment } from '../../shared/assessment/score';
import { sastIsoDay } from '../../shared/format-date';
import { helpSearchPath } from '../../shared/help/paths';
import { paths } from '../../shared/routes';
import { createSiteMetrics } from '../../server/metrics/site-metrics';
import { bytesOf as asPdf, siteForTests, withSite } from '../support/site-server';
import { expectPdfDownload, pdfWords } from '../support/pdf-text';

/** POST /it-assessment/report on the real app. */
const site = siteForTests({ SEARCH_PAGE_RATE_LIMIT_MAX: '100' });

const answers = Object.fromEntries(
  assessmentQuestions.map((q, i) => [q.id, (['yes', 'partly', 'no'] as const)[i % 3]]),
) as Record<string, AnswerId>;
/** A question whose id no other log line would have. */
const [firstId, secondId] = ['personal-information', 'breach-notification'];

const post = () => request(site.url).post(ASSESSMENT_REPORT_PATH).set('Origin', site.url);

describe('the report of a self-assessment, posted', () => {
  it('when a form without JavaScript posts every answer, then the report downloads as a PDF named for the day, never kept, with the score', async () => {
    const before = new Date();
    const res = await asPdf(post().type('form').set('Accept', 'text/html').send(new URLSearchParams(answers).toString()));
    expectPdfDownload(res, assessmentReportCopy.filename(sastIsoDay(before)), 'no-store');
    const text = pdfWords(res.body as Buffer);
    expect(text).toContain(assessmentReportCopy.title);
    expect(text).toContain(`${scoreAssessment(answers).score} ${assessmentCopy.scoreOf}`);
  });

  it('when a program posts { answers } as JSON, then the same report comes back', async () => {
    const res = await asPdf(post().send({ answers }));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  // What is wrong with answers, and the words for it (an unknown question, questions left out): unit/assessment-score.test's
  // 'refuses %s, never throwing' and 'names the questions left out or left empty'. Here one, as a program and a browser get it.
  it('when an answer is outside the four, then 400: JSON saying why for a program, a page with a way back for a browser', async () => {
    const body = { ...answers, [firstId]: 'maybe-ZQX' };
    const why = new RegExp(`Answer to ${firstId} must be one of`);
    const json = await post().set('Accept', 'application/json').send({ answers: body });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ success: false, error: expect.stringMatching(why) });
    const page = await post().type('form').set('Accept', 'text/html').send(new URLSearchParams(body).toString());
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain(`<h1>${assessmentReportCopy.problem.title}</h1>`);
    expect(page.text).toMatch(why);
    expect(page.text).toContain(`<a href="${paths.assessment}">${assessmentReportCopy.problem.link}</a>`);
  });

  it('when the body is over 4 KB, then 413 from the one error handler, in JSON', async () => {
    const res = await post()
      .type('form')
      .send(`${new URLSearchParams(answers).toString()}&padding=${'x'.repeat(4200)}`);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: 'The request body is too large.' });
  });

  it('when another site posts the form, then 403 and no report', async () => {
    const res = await post().set('Origin', 'https://elsewhere.example').send({ answers });
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).not.toBe('application/pdf');
  });

  it('when anything was posted, then no log line holds an answer or a question’s id', () => {
    const logged = JSON.stringify(site.logs);
    expect(site.logs.some((line) => line.msg === 'request refused')).toBe(true);
    for (const secret of ['ZQX', firstId, secondId]) expect(logged).not.toContain(secret);
  });

  it('when a client asks for more reports and searches than its limit of answers made for one request, then 429, for both', async () => {
    await withSite({ SEARCH_PAGE_RATE_LIMIT_MAX: '2' }, async (limited) => {
      const ask = () => request(limited.url).post(ASSESSMENT_REPORT_PATH).set('Origin', limited.url);
      expect((await request(limited.url).get(helpSearchPath('backups'))).status).toBe(200);
      expect((await ask().send({ answers })).status).toBe(200);
      const refused = await ask().set('Accept', 'application/json').send({ answers });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.body).toEqual({ success: false, error: expect.stringMatching(/^Too many/) });
      const page = await ask().type('form').set('Accept', 'text/html').send(new URLSearchParams(answers).toString());
      expect(page.status).toBe(429);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect((await request(limited.url).get(helpSearchPath('billing'))).status).toBe(429);
    });
  });

  it('when reports are counted in the metrics, then under their own route, with no answer or question in a label', async () => {
    const metrics = createSiteMetrics();
    await withSite(
      {},
      async (counted) => {
        const ask = () => request(counted.url).post(ASSESSMENT_REPORT_PATH).set('Origin', counted.url);
        expect((await ask().send({ answers })).status).toBe(200);
        expect((await ask().send({ answers: { ...answers, [firstId]: 'maybe-ZQX' } })).status).toBe(400);
        const text = await metrics.registry.metrics();
        for (const status of [200, 400])
          expect(text).toContain(
            `http_request_duration_seconds_count{route="${ASSESSMENT_REPORT_PATH}",method="POST",status="${status}"} 1`,
          );
        for (const secret of ['ZQX', firstId]) expect(text).not.toContain(secret);
      },
      { metrics },
    );
  });
});
