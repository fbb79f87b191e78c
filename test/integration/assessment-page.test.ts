import request from 'supertest';
import { scoreAssessment } from '../../shared/assessment/score';
import { assessmentCopy, assessmentQuestions, type AnswerId } from '../../shared/catalogue/assessment';
import { assessmentInvitation } from '../../shared/catalogue/assessment-invitation';
import { emailSecurityInvitation } from '../../shared/catalogue/email-security-invitation';
import { servicePath } from '../../shared/catalogue/service-ids';
import { paths } from '../../shared/routes';
import { chunkNames } from '../support/chunk-names';
import { decodeEntities } from '../support/html-entities';
import { siteForTests } from '../support/site-server';

/** The self-assessment as a browser without JavaScript meets it: a form that posts to its page, answered with the result. */
const site = siteForTests({ TRUST_PROXY_HOPS: '1' });

const all = (answer: AnswerId) => Object.fromEntries(assessmentQuestions.map((q) => [q.id, answer]));
const post = (form: Record<string, string>, from = '203.0.113.1') =>
  request(site.url).post(paths.assessment).type('form').set('Accept', 'text/html').set('X-Forwarded-For', from).send(form);
/** The result's chunk among the page's scripts: listed where the server drew a result, so it hydrates with the page. */
const RESULT_SCRIPT = new RegExp(`<script defer src="${chunkNames().matching('assessment-result').source}">`);
const text = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

describe('The IT self-assessment without JavaScript', () => {
  it('when opened, then it is one form of every question (fieldset and legend, four answers each) that posts to its own page', async () => {
    const res = await request(site.url).get(paths.assessment).expect(200);
    const form = /<form[^>]*data-testid="assessment-form"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${paths.assessment}#assessment"`);
    for (const q of assessmentQuestions) {
      expect(res.text).toContain(`<fieldset class="question" id="question-${q.id}"`);
      expect(res.text.match(new RegExp(`type="radio" name="${q.id}"`, 'g'))).toHaveLength(4);
    }
    expect(text(res.text)).toContain('NIST CSF 2.0');
    expect(res.text).not.toMatch(RESULT_SCRIPT);
  });

  it('when every question is posted, then the page answers with the score, the picture per function and the actions', async () => {
    const answers = { ...all('yes'), [assessmentQuestions[0]!.id]: 'no', [assessmentQuestions[8]!.id]: 'not-sure' };
    const expected = scoreAssessment(answers as Record<string, AnswerId>);
    const res = await post(answers).expect(200);
    expect(res.text).toContain(`data-score="${expected.score}"`);
    expect(res.text).toMatch(RESULT_SCRIPT);
    for (const fn of expected.functions) expect(res.text).toContain(`data-function="${fn.id}" data-score="${fn.score}"`);
    const shown = text(res.text);
    expect(shown).toContain(expected.band.name);
    expect(shown).toContain(assessmentCopy.notAnAudit);
    expect(shown).toContain(assessmentCopy.notSure);
    for (const action of expected.actions) expect(shown).toContain(action.action);
    expect(res.text).toContain(`href="${paths['email-security']}"`);
    // The report's form carries the answers in its body, not an address.
    expect(res.text).toContain(`<input type="hidden" name="${assessmentQuestions[0]!.id}" value="no"/>`);
  });

  it('when questions are left out, then the form comes back (400) naming each, with the answers given still chosen', async () => {
    const { [assessmentQuestions[2]!.id]: _a, [assessmentQuestions[20]!.id]: _b, ...some } = all('partly');
    const res = await post(some, '203.0.113.2').expect(400);
    const summary = /data-testid="assessment-unanswered"[\s\S]*?<\/div>/.exec(res.text)?.[0] ?? '';
    expect(text(summary)).toContain(assessmentCopy.unanswered(2));
    expect(summary).toContain(`href="#question-${assessmentQuestions[2]!.id}"`);
    expect(summary).toContain(`href="#question-${assessmentQuestions[20]!.id}"`);
    expect(res.text).toMatch(new RegExp(`name="${assessmentQuestions[0]!.id}" checked="" value="partly"`));
  });

  it('when a post names an unknown question or an answer outside the four, then the form says so (400), never a 5xx', async () => {
    const wrong = { ...all('yes'), 'drop-table': 'yes', [assessmentQuestions[1]!.id]: 'maybe' };
    const res = await post(wrong, '203.0.113.3').expect(400);
    expect(text(res.text)).toContain(assessmentCopy.problem);
    await request(site.url).post(paths.assessment).type('json').send('{"not":"a form"').expect(400);
  });

  it('when a post is larger than a form of answers, then it is refused with 413', async () => {
    await post({ ...all('yes'), padding: 'x'.repeat(20_000) }, '203.0.113.4').expect(413);
  });

  it('never writes an answer into a log line', () => {
    const logged = JSON.stringify(site.logs);
    expect(logged).not.toMatch(/not-sure|partly/);
  });

  it.each([paths.contact, ...assessmentInvitation.services.map(servicePath)])(
    'when %s is opened, then its title band invites the visitor to the assessment',
    async (page) => {
      const res = await request(site.url).get(page).expect(200);
      const invitation = /<div[^>]*data-testid="assessment-invitation"[\s\S]*?<\/div>/.exec(res.text)?.[0] ?? '';
      expect(invitation).toContain(`href="${paths.assessment}"`);
      // In the title band, before the page's first section.
      expect(res.text.indexOf('data-testid="assessment-invitation"')).toBeLessThan(res.text.indexOf('<h2'));
    },
  );

  it.each([
    paths.assessment,
    paths.contact,
    ...emailSecurityInvitation.kinds.map((kind) => paths[kind]),
    ...emailSecurityInvitation.services.map(servicePath),
  ])('when %s is opened, then it invites the visitor to check their e-mail domain', async (page) => {
    const res = await request(site.url).get(page).expect(200);
    expect(/data-testid="email-security-invitation"[\s\S]*?<\/div>/.exec(res.text)?.[0]).toContain(
      `href="${paths['email-security']}"`,
    );
  });

  it('when another page is posted to, then it is not found', async () => {
    await request(site.url).post(paths.about).type('form').send({ a: 'b' }).expect(404);
  });
});
