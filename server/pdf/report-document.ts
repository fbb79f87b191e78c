/**
 * A report the company issues as a PDF (the IT self-assessment's, the e-mail check's), set up one
 * way: the A4 document, the company's eyebrow, the title and the report's own rows under a rule,
 * then what the report draws, then a footer on every page naming the company, the report and its
 * day, and the page ("Page 1 of 3"); the finished file's bytes.
 */
import { company } from '../../shared/catalogue/company';
import { formatSastDate } from '../../shared/format-date';
import { eyebrowAndTitle, footersOnEveryPage, labelled, left, newPdf, pdfBytes, rule, width, type Doc } from './drawing';

export interface ReportDocument {
  /** The report's title, drawn at its head and named in every footer. */
  title: string;
  /** The file's own title and subject, as a PDF reader lists them. */
  fileTitle: string;
  subject: string;
  /** The day it was made: in its footers, and its creation date. */
  date: Date;
  /** Label and value rows under the title, and the labels' width. */
  head: ReadonlyArray<readonly [string, string]>;
  labelWidth: number;
  /** The footer's page words: "Page 1 of 3". */
  pageOf: (page: number, pages: number) => string;
}

export function renderReportDocument(report: ReportDocument, draw: (doc: Doc) => void): Buffer {
  const doc = newPdf({ title: report.fileTitle, subject: report.subject, madeOn: report.date, bufferPages: true });
  eyebrowAndTitle(doc, report.title);
  doc.y = labelled(doc, report.head, { x: left, y: doc.y + 10, labelWidth: report.labelWidth, width });
  rule(doc, doc.y + 4);
  doc.y += 8;
  draw(doc);
  const day = formatSastDate(report.date);
  footersOnEveryPage(doc, (at, count) => `${company.legalName} · ${report.title}, ${day} · ${report.pageOf(at, count)}`);
  return pdfBytes(doc);
}
