/**
 * What the server's PDFs (a quotation, the IT self-assessment report, the e-mail check's report)
 * draw the same way, in the look of shared/pdf-style.ts: the A4 document, the company's eyebrow and
 * the title, body text, rules, headings, label-and-value rows, a figure with its words, a footer
 * line on every page, the closing block of where to reach the company, and the finished file's bytes.
 *
 * Drawn synchronously: pdfkit writes every page into its readable side as it goes (its fonts are
 * the built-in Helvetica metrics, its compression zlib's deflateSync), so once `end()` returns the
 * whole file is in the stream's buffer and `read()` hands it over. The confirmation e-mails, which
 * are composed synchronously when they are sent, attach them that way too.
 */
import type PDFKitDocument from 'pdfkit';
import { company } from '../../shared/catalogue/company';
import { colours, fonts, page, sizes, spacing } from '../../shared/pdf-style';
import { fit } from './fitting';

export type Doc = PDFKit.PDFDocument;

/**
 * pdfkit, loaded with the first PDF drawn rather than with the server: its code and its fonts'
 * take about 0.2 s of a core to load (measured in jest), which every process and every test file
 * that starts the site and draws no PDF would pay.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, above
const pdfkit = (): typeof PDFKitDocument => require('pdfkit') as typeof PDFKitDocument;

export const left = page.margins.left;
export const width = 595.28 - page.margins.left - page.margins.right;

export interface PdfInfo {
  title: string;
  subject: string;
  /** The day it was made: its creation date, so the file (its ID included) is the same all day. */
  madeOn: Date;
  /** Off in tests so the text can be read straight from the bytes. */
  compress?: boolean;
  /** Kept until the end, for a footer on every page (`eachPage`). */
  bufferPages?: boolean;
}

/** A new A4 document in the company's look, issued by the company. */
export const newPdf = ({ title, subject, madeOn, compress = true, bufferPages = false }: PdfInfo): Doc =>
  new (pdfkit())({
    size: page.size,
    margins: page.margins,
    compress,
    bufferPages,
    lang: 'en-ZA',
    displayTitle: true,
    info: {
      Title: title,
      Author: company.legalName,
      Subject: subject,
      Creator: company.legalName,
      CreationDate: madeOn,
      ModDate: madeOn,
    },
  });

/** Ends the document and hands over the whole file. */
export function pdfBytes(doc: Doc): Buffer {
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export const body = (doc: Doc, font: string = fonts.regular, colour: string = colours.text): Doc =>
  doc.font(font).fontSize(sizes.body).fillColor(colour);

export const rule = (doc: Doc, y: number, from: number = left): void => {
  doc
    .moveTo(from, y)
    .lineTo(left + width, y)
    .lineWidth(0.6)
    .strokeColor(colours.rule)
    .stroke();
};

/** Starts a new page unless `needed` points still fit above the bottom margin. */
export const ensureRoom = (doc: Doc, needed: number): void => {
  if (doc.y + needed > doc.page.maxY()) doc.addPage();
};

/** A heading, fitted (fitting.ts): it may name what a stranger chose, as the message check's verdict names the sender's domain. */
export const heading = (doc: Doc, text: string): void => {
  ensureRoom(doc, spacing.beforeH2 + spacing.keepWithNext);
  doc.y += spacing.beforeH2;
  doc.font(fonts.bold).fontSize(sizes.h2).fillColor(colours.accent);
  doc.text(fit(doc, text, width), left, doc.y, { width });
  doc.y += spacing.afterH2;
};

/**
 * A figure drawn large in the accent colour, its words beside it on its baseline, muted (a score
 * "72 out of 100", "5 of 9 checks pass"); `doc.y` ends `after` points under the figure.
 */
export function figureWithWords(doc: Doc, figure: string, words: string, after: number): void {
  const top = doc.y;
  const big = sizes.title * 1.5;
  doc.font(fonts.bold).fontSize(big).fillColor(colours.accent);
  const figureWidth = doc.widthOfString(figure);
  doc.text(figure, left, top, { width: figureWidth + 1, lineBreak: false });
  doc.font(fonts.regular).fontSize(sizes.h2).fillColor(colours.muted);
  doc.text(` ${words}`, left + figureWidth + 4, top + big - sizes.h2 - 4, { lineBreak: false });
  doc.y = top + big + after;
}

/** The company's name above the document's title, at the top of the first page. */
export function eyebrowAndTitle(doc: Doc, title: string): void {
  doc.font(fonts.bold).fontSize(sizes.eyebrow).fillColor(colours.accent);
  doc.text(company.legalName.toUpperCase(), left, page.margins.top, { width, characterSpacing: 0.8 });
  doc.moveDown(0.6);
  doc.font(fonts.bold).fontSize(sizes.title).fillColor(colours.heading).text(title, left, doc.y, { width });
}

/**
 * Label and value rows ('Quote number  Q-…') at `at`, the values in bold and fitted (fitting.ts),
 * kept together: rows that would not fit above the bottom margin start the next page. Returns
 * where they end.
 */
export function labelled(
  doc: Doc,
  rows: ReadonlyArray<readonly [label: string, value: string, link?: string]>,
  at: { x: number; y: number; labelWidth: number; width: number },
): number {
  const valueWidth = at.width - at.labelWidth;
  doc.font(fonts.bold).fontSize(sizes.body);
  const values = rows.map(([, value]) => fit(doc, value, valueWidth));
  const heights = values.map(
    (value) => Math.max(doc.heightOfString(value, { width: valueWidth }), doc.currentLineHeight(true)) + spacing.betweenItems,
  );
  let y = at.y;
  if (y + heights.reduce((sum, height) => sum + height, 0) > doc.page.maxY()) {
    doc.addPage();
    y = doc.y;
  }
  rows.forEach(([label, , link], index) => {
    body(doc, fonts.regular, colours.muted).text(label, at.x, y, { width: at.labelWidth });
    body(doc, fonts.bold, colours.heading).text(values[index]!, at.x + at.labelWidth, y, {
      width: valueWidth,
      ...(link ? { link } : {}),
    });
    y += heights[index]!;
  });
  return y;
}

/** One line of small print under a rule at the foot of the current page. */
export function footerLine(doc: Doc, text: string): void {
  // Writing inside the bottom margin would otherwise make pdfkit start a new page.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const footerY = doc.page.height - page.footerOffset;
  rule(doc, footerY - 8);
  doc.font(fonts.regular).fontSize(sizes.footer).fillColor(colours.muted);
  doc.text(text, left, footerY, { width, lineBreak: false });
  doc.page.margins.bottom = bottom;
}

/** The foot of every page of a document drawn with `bufferPages`: `text` of its page's number (from 1) and the count. */
export function footersOnEveryPage(doc: Doc, text: (page: number, pages: number) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let at = start; at < start + count; at += 1) {
    doc.switchToPage(at);
    footerLine(doc, text(at - start + 1, count));
  }
}

export interface ReachUs {
  title: string;
  text: string;
  /** The labels of the rows: the site's page to go to, the phone, the e-mail. */
  labels: { online: string; phone: string; email: string };
  /** The page a reader opens, a whole address. */
  online: string;
  labelWidth: number;
  smallPrint: string;
}

/**
 * A report's closing block, kept together on one page: a heading, a paragraph, where to reach the
 * company (a page of the site, its phone and e-mail), and the small print under them.
 */
export function reachUs(doc: Doc, { title, text, labels, online, labelWidth, smallPrint }: ReachUs): void {
  const small = { width, lineGap: 1.5 };
  const smallHeight = doc.font(fonts.italic).fontSize(sizes.meta).heightOfString(smallPrint, small);
  ensureRoom(doc, spacing.beforeH2 + spacing.keepWithNext * 2 + smallHeight);
  heading(doc, title);
  body(doc).text(text, left, doc.y, { width, lineGap: spacing.lineGap });
  // Each opens where it says, in a reader that follows links.
  const rows: Array<[string, string, string]> = [
    [labels.online, online, online],
    [labels.phone, company.phone.display, company.phone.href],
    [labels.email, company.email.display, company.email.href],
  ];
  doc.y = labelled(doc, rows, { x: left, y: doc.y + 4, labelWidth, width }) + spacing.afterParagraph;
  doc.font(fonts.italic).fontSize(sizes.meta).fillColor(colours.muted).text(smallPrint, left, doc.y, small);
}
