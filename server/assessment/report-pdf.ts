/**
 * The IT self-assessment report: an A4 PDF of a visitor's answers, scored by the one scorer
 * (shared/assessment/score.ts), in the quotations' look. Made on request from the posted answers
 * and never kept; the same answers on the same day give the same bytes.
 */
import {
  ASSESSMENT_VERSION,
  assessmentCopy as copy,
  assessmentFunctions,
  assessmentQuestions,
  type AnswerId,
} from '../../shared/catalogue/assessment';
import { assessmentReportCopy as report } from '../../shared/catalogue/assessment-report-copy';
import { servicePath } from '../../shared/catalogue/service-ids';
import { findService } from '../../shared/catalogue/services';
import { answerLabel, scoreAssessment, type Assessment } from '../../shared/assessment/score';
import { formatSastDate } from '../../shared/format-date';
import { colours, fonts, sizes, spacing } from '../../shared/pdf-style';
import { paths } from '../../shared/routes';
import { body, ensureRoom, figureWithWords, heading, labelled, left, width, type Doc, reachUs } from '../pdf/drawing';
import { renderReportDocument } from '../pdf/report-document';

export interface ReportOptions {
  /** The site's address, for the services' pages and the assessment's own. */
  publicUrl: string;
  /** When it was made: the day it names. */
  date: Date;
}

const paragraph = { width, lineGap: spacing.lineGap };
/** The answers' column beside each question: wide enough for "Not sure" in bold. */
const ANSWER_COLUMN = 62;
/** The function's name, its bar and its number. */
const bars = { label: 80, number: 34, height: 10, gap: 6 };

function drawScore(doc: Doc, result: Assessment): void {
  heading(doc, copy.resultTitle);
  figureWithWords(doc, String(result.score), copy.scoreOf, 6);
  doc.font(fonts.bold).fontSize(sizes.h3).fillColor(colours.heading).text(result.band.name, left, doc.y, { width });
  doc.y += 2;
  body(doc).text(result.band.text, left, doc.y, paragraph);
  if (result.notSure > 0) {
    doc.y += spacing.afterParagraph;
    body(doc).text(copy.notSure, left, doc.y, paragraph);
  }
}

/** Each function's score as a bar out of 100, with its number beside it as text. */
function drawBars(doc: Doc, result: Assessment): void {
  heading(doc, copy.byFunction);
  doc.y += 2;
  const track = width - bars.label - bars.number;
  for (const fn of result.functions) {
    const y = doc.y;
    body(doc, fonts.bold, colours.heading).text(fn.name, left, y, { width: bars.label - 6 });
    const barY = y + (doc.currentLineHeight() - bars.height) / 2;
    doc.rect(left + bars.label, barY, track, bars.height).fill(colours.rule);
    if (fn.score > 0) doc.rect(left + bars.label, barY, (track * fn.score) / 100, bars.height).fill(colours.accent);
    body(doc, fonts.bold, colours.heading).text(String(fn.score), left + bars.label + track, y, {
      width: bars.number,
      align: 'right',
    });
    doc.y = y + doc.currentLineHeight(true) + bars.gap;
  }
}

function drawActions(doc: Doc, result: Assessment, publicUrl: string): void {
  heading(doc, copy.actionsTitle);
  if (result.actions.length === 0) {
    body(doc).text(copy.noActions, left, doc.y, paragraph);
    return;
  }
  result.actions.forEach((question, index) => {
    const service = findService(question.service);
    const lines: Array<[string, string]> = [
      [copy.thisWeek, question.action],
      [copy.howWeHelp, `${service?.title ?? question.service}\n${publicUrl}${servicePath(question.service)}`],
    ];
    const lead = `${index + 1}. ${question.text}`;
    ensureRoom(doc, body(doc, fonts.bold).heightOfString(lead, paragraph) + 2 * spacing.keepWithNext);
    body(doc, fonts.bold, colours.heading).text(lead, left, doc.y, paragraph);
    doc.y = labelled(doc, lines, { x: left + 12, y: doc.y + 2, labelWidth: 78, width: width - 12 }) + spacing.afterParagraph;
  });
}

/** Every question under its function, each with its answer in a column before it. */
function drawAnswers(doc: Doc, answers: Record<string, AnswerId>): void {
  heading(doc, report.answersTitle);
  const textWidth = width - ANSWER_COLUMN;
  for (const fn of assessmentFunctions) {
    ensureRoom(doc, spacing.beforeH3 + 2 * spacing.keepWithNext);
    doc.y += spacing.beforeH3;
    doc.font(fonts.bold).fontSize(sizes.h3).fillColor(colours.heading).text(fn.name, left, doc.y, { width });
    doc.font(fonts.italic).fontSize(sizes.meta).fillColor(colours.muted).text(fn.about, left, doc.y, { width });
    doc.y += spacing.afterH3 + 2;
    for (const question of assessmentQuestions.filter((q) => q.function === fn.id)) {
      const height = body(doc).heightOfString(question.text, { width: textWidth, lineGap: 1 });
      ensureRoom(doc, height + spacing.betweenItems);
      const y = doc.y;
      body(doc, fonts.bold, colours.heading).text(answerLabel(answers[question.id]), left, y, { width: ANSWER_COLUMN - 6 });
      body(doc).text(question.text, left + ANSWER_COLUMN, y, { width: textWidth, lineGap: 1 });
      doc.y = y + height + spacing.betweenItems + 2;
    }
  }
}

/** The report of a complete answer set (checked with `checkAnswers`) as a complete PDF file. */
export function renderAssessmentReport(answers: Record<string, AnswerId>, { publicUrl, date }: ReportOptions): Buffer {
  const result = scoreAssessment(answers);
  const head = [
    [report.date, formatSastDate(date)],
    [report.version, ASSESSMENT_VERSION],
  ] as const;
  const document = { title: report.title, fileTitle: report.title, subject: `${report.title}: ${result.score}/100`, date };
  return renderReportDocument({ ...document, head, labelWidth: 90, pageOf: report.of }, (doc) => {
    drawScore(doc, result);
    drawBars(doc, result);
    drawActions(doc, result, publicUrl);
    // How to book a review, then what the report is and is not.
    reachUs(doc, {
      title: report.bookTitle,
      text: `${copy.book}.`,
      labels: report,
      online: `${publicUrl}${paths.assessment}`,
      labelWidth: 90,
      smallPrint: [copy.notAnAudit, copy.basis, `${report.version} ${ASSESSMENT_VERSION}.`].join('\n'),
    });
    drawAnswers(doc, answers);
  });
}
