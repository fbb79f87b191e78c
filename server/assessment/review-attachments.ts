/**
 * What the e-mails of a review request attach: the report PDF (staff and the visitor), made on
 * the day the request arrived from its stored answers, and `it-assessment-<reference>.json`
 * (staff), the answers and their score for a ticket or CRM system to import.
 */
import { ASSESSMENT_VERSION, type AnswerId } from '../../shared/catalogue/assessment';
import type { Assessment } from '../../shared/assessment/score';
import { fileReference, receivedOn } from '../mail/request-file';
import { renderAssessmentReport } from './report-pdf';
import type { ReviewRequest } from './review-request';

/** The file's name after the request's reference. */
const named = (request: ReviewRequest, extension: string) => `it-assessment-${fileReference(request)}.${extension}`;

export const reportAttachment = (request: ReviewRequest, publicUrl: string) => ({
  filename: named(request, 'pdf'),
  content: renderAssessmentReport(request.answers as Record<string, AnswerId>, { publicUrl, date: receivedOn(request) }),
  contentType: 'application/pdf' as const,
});

export const answersAttachment = (request: ReviewRequest, result: Assessment) => ({
  filename: named(request, 'json'),
  content: `${JSON.stringify(
    {
      version: ASSESSMENT_VERSION,
      reference: request.reference ?? null,
      date: request.receivedAt,
      score: result.score,
      band: result.band.name,
      functions: Object.fromEntries(result.functions.map((fn) => [fn.id, fn.score])),
      answers: request.answers,
    },
    null,
    2,
  )}\n`,
  contentType: 'application/json' as const,
});
