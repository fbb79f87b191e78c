import {
  answerChoices,
  ASSESSMENT_VERSION,
  assessmentCopy,
  assessmentFunctions,
  assessmentQuestions,
  type AnswerId,
} from '../../shared/catalogue/assessment';
import { company } from '../../shared/catalogue/company';
import { findService } from '../../shared/catalogue/services';
import { answerLabel, scoreAssessment } from '../../shared/assessment/score';
import { formatSastDate } from '../../shared/format-date';
import { renderAssessmentReport } from '../../server/assessment/report-pdf';
import { escapeRegExp as escape, pdfText, pdfWords } from '../support/pdf-text';

/**
 * The IT self-assessment's report, read as its reader's PDF viewer reads it (`pdftotext
 * -layout`, its spacing collapsed): everything it promises, taken from the catalogue and the
 * scorer, never copied here.
 */
const PUBLIC_URL = 'https://www.kopano-it.example';
/** 23:30 UTC is the next day in South Africa. */
const DATE = new Date('2026-11-26T23:30:00Z');

const every = (answer: AnswerId) =>
  Object.fromEntries(assessmentQuestions.map((q) => [q.id, answer])) as Record<string, AnswerId>;
/** Each of the four answers in turn, so every label is in the report. */
const mixed = Object.fromEntries(
  assessmentQuestions.map((q, i) => [q.id, answerChoices[i % answerChoices.length]!.id]),
) as Record<string, AnswerId>;

describe('the IT self-assessment report (PDF)', () => {
  it('when a middling business’s answers are drawn, then the report has the company, title, date, score, band, each function’s score, every answer, the actions, the version and how to book a review', () => {
    const bytes = renderAssessmentReport(mixed, { publicUrl: PUBLIC_URL, date: DATE });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfWords(bytes);
    const result = scoreAssessment(mixed);

    expect(text).toContain(company.legalName.toUpperCase());
    expect(text).toContain('IT self-assessment report');
    expect(text).toContain(formatSastDate(DATE));
    expect(formatSastDate(DATE)).toMatch(/^27 /);
    expect(text).toMatch(new RegExp(`\\b${result.score} ${escape(assessmentCopy.scoreOf)}`));
    expect(text).toContain(result.band.name);
    expect(text).toContain(result.band.text);
    for (const fn of result.functions) expect(text).toMatch(new RegExp(`${fn.name} ${fn.score}\\b`));
    for (const fn of assessmentFunctions) expect(text).toContain(fn.about);
    for (const question of assessmentQuestions) expect(text).toContain(`${answerLabel(mixed[question.id])} ${question.text}`);
    expect(result.actions.length).toBeGreaterThan(0);
    const lines = pdfText(bytes);
    for (const action of result.actions) {
      expect(text).toContain(action.action);
      // The service's name, and its address on a line of its own under it.
      expect(lines).toMatch(
        new RegExp(
          `${escape(findService(action.service)!.title)}\\s*\\n\\s*${escape(`${PUBLIC_URL}/services/${action.service}`)}\\s*$`,
          'm',
        ),
      );
    }
    expect(text).toContain(assessmentCopy.notSure);
    expect(text).toContain(assessmentCopy.notAnAudit);
    expect(text).toContain(assessmentCopy.basis);
    expect(text).toContain(ASSESSMENT_VERSION);
    expect(text).toContain(company.phone.display);
    expect(text).toContain(company.email.display);
    expect(text).toContain(`${PUBLIC_URL}/it-assessment`);
  });

  it('when every answer is Yes, then it says so instead of listing actions, and says nothing of Not sure', () => {
    const text = pdfWords(renderAssessmentReport(every('yes'), { publicUrl: PUBLIC_URL, date: DATE }));
    expect(text).toMatch(new RegExp(`\\b100 ${escape(assessmentCopy.scoreOf)}`));
    expect(text).toContain(assessmentCopy.noActions);
    expect(text).not.toContain(assessmentCopy.notSure);
    for (const question of assessmentQuestions) expect(text).not.toContain(question.action);
  });

  it('when the same answers are drawn twice on a day, then the bytes are the same, and a report is a few pages of a few kilobytes', () => {
    const first = renderAssessmentReport(every('not-sure'), { publicUrl: PUBLIC_URL, date: DATE });
    const second = renderAssessmentReport(every('not-sure'), { publicUrl: PUBLIC_URL, date: DATE });
    expect(second.equals(first)).toBe(true);
    expect(first.length).toBeLessThan(40_000);
    const pages = /Page (\d+) of (\d+)/g;
    const numbers = [...pdfWords(first).matchAll(pages)].map((match) => `${match[1]}/${match[2]}`);
    expect(numbers.length).toBeGreaterThanOrEqual(2);
    expect(numbers.at(-1)).toBe(`${numbers.length}/${numbers.length}`);
  });
});
