import escapeHtml from 'escape-html';
import { ASSESSMENT_VERSION, assessmentFunctions, assessmentQuestions } from '../../shared/catalogue/assessment';
import { findService } from '../../shared/catalogue/services';
import { answerLabel, scoreAssessment } from '../../shared/assessment/score';
import { htmlTable, numberedList, reviewMail, tableSection, textRows, type ComposedMail, type Row } from '../mail/compose';
import type { ConfirmationSettings } from '../mail/compose-confirmation';
import { cleanHeaderText } from '../mail/text-safety';
import { answersAttachment, reportAttachment } from './review-attachments';
import type { ReviewRequest } from './review-request';

/** Every question with its answer, under its function: the words are the catalogue's, the answers one of its four. */
const answerSections = (request: ReviewRequest) =>
  assessmentFunctions.map((fn) => ({
    name: fn.name,
    rows: assessmentQuestions
      .filter((question) => question.function === fn.id)
      .map((question): Row => [question.text, answerLabel(request.answers[question.id])]),
  }));

/**
 * The company's e-mail for a self-assessment sent for a review, to the engineer who calls back:
 * the subject names the reference, the company and the score ('IT assessment KIT-7F3A2C9Q: Acme
 * (Pty) Ltd, 62/100'); the body the contact details, the marketing choice, the score, band and
 * each function's, the largest gaps and every answer; attached, the visitor's report (PDF) and
 * the answers as JSON. Reply-To is the visitor's address.
 */
export function composeReview(request: ReviewRequest, settings: ConfirmationSettings): ComposedMail {
  const result = scoreAssessment(request.answers);
  const reference = request.reference ? cleanHeaderText(request.reference, 20) : '';
  const rows: Row[] = [
    ['Score', `${result.score}/100 (${result.band.name})`],
    ['Not sure', `${result.notSure} of ${assessmentQuestions.length}`],
    ['Question set', ASSESSMENT_VERSION],
  ];
  const functions = result.functions.map((fn): Row => [fn.name, `${fn.score}/100`]);
  const gaps = numberedList(
    result.actions.map((question) => {
      const lead = `${question.text} (${answerLabel(request.answers[question.id])})`;
      const rows: Row[] = [
        ['This week', question.action],
        ['How we help', findService(question.service)?.title ?? question.service],
      ];
      return { lead, lines: textRows(rows), html: `<p>${escapeHtml(lead)}</p>\n${htmlTable(rows)}` };
    }),
  );
  const sections = answerSections(request);
  const subject = `IT assessment${reference ? ` ${reference}` : ''}: ${cleanHeaderText(request.company, 100)}, ${result.score}/100`;
  return reviewMail(request, settings, {
    heading: 'IT self-assessment review request',
    subject,
    rows,
    sections: [
      tableSection('Score by function', functions),
      { heading: 'Top gaps', ...gaps },
      {
        heading: 'Answers',
        text: sections.flatMap((section) => ['', section.name, ...textRows(section.rows)]),
        html: sections.map((section) => `<h4>${escapeHtml(section.name)}</h4>\n${htmlTable(section.rows)}`).join('\n'),
      },
    ],
    attachments: [
      ...(settings.publicUrl ? [reportAttachment(request, settings.publicUrl)] : []),
      answersAttachment(request, result),
    ],
  });
}
