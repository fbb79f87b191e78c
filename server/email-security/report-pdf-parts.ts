/**
 * The report PDF's parts that hold what a visitor copies: the text the built-in fonts can draw,
 * and a record set in a fixed-width face in a ruled box, each label in a column before its text.
 */
import { dnsHostCopy } from '../../shared/catalogue/dns-host-copy';
import { emailSecurityReportCopy as report } from '../../shared/catalogue/email-security-report-copy';
import type { FileToPublish, RecordToPublish } from '../../shared/email-security/result';
import { colours, fonts, sizes, spacing } from '../../shared/pdf-style';
import { body, ensureRoom, left, width, type Doc } from '../pdf/drawing';
import { fitted, printable } from '../pdf/fitting';

/** pdfkit's built-in fixed-width face: a record reads as the DNS holds it. */
const MONO = 'Courier';
const MONO_SIZE = 8.5;
export const paragraph = { width, lineGap: spacing.lineGap };
/** A finding's labels ('What we found') in a column before their text. */
const LABEL_COLUMN = 84;
/** Room beside a check's name for its status ('Needs attention' in bold). */
export const STATUS_COLUMN = 110;
/** Inside a record's box. */
const PAD = 5;
/** A record's 'Name', 'Type' and 'Value' before its fixed-width values. */
export const RECORD_LABELS = 46;

const fieldOptions = { width: width - LABEL_COLUMN, lineGap: 1.5 };

/** A field of up to this many lines never breaks across pages. */
const KEPT_WHOLE_LINES = 8;

/** The space after a field, before what follows. */
const FIELD_GAP = spacing.betweenItems + 2;

/** The space a field takes, the gap after it included: what must fit to keep it with what follows. */
export const fieldHeight = (doc: Doc, text: string) =>
  body(doc).heightOfString(fitted(doc, text, fieldOptions.width), fieldOptions) + FIELD_GAP;

/** A label in the column before its text; with `link`, the text opens that address. */
export function field(doc: Doc, label: string, given: string, link?: string): void {
  const text = fitted(body(doc), given, fieldOptions.width);
  // A paragraph of a few lines is kept whole; a longer one leaves at least three lines on a page.
  const height = doc.heightOfString(text, fieldOptions);
  const line = doc.currentLineHeight(true);
  ensureRoom(doc, height <= KEPT_WHOLE_LINES * line ? height : 3 * line);
  const y = doc.y;
  body(doc, fonts.regular, colours.muted).text(label, left, y, { width: LABEL_COLUMN - 6 });
  body(doc).text(text, left + LABEL_COLUMN, y, link ? { ...fieldOptions, link } : fieldOptions);
  doc.y += FIELD_GAP;
}

export type Rows = ReadonlyArray<readonly [string, string]>;

/** Where a record box's values go, the values cut to its lines, and each row's height in the fixed-width face. */
export function boxLayout(doc: Doc, given: Rows, labelWidth: number) {
  const x = left + LABEL_COLUMN;
  const valueX = x + PAD + labelWidth;
  const options = { width: left + width - PAD - valueX, lineGap: 1 };
  doc.font(MONO).fontSize(MONO_SIZE);
  const rows = given.map(([label, value]) => [label, fitted(doc, value, options.width)] as const);
  const heights = rows.map(([, value]) => doc.heightOfString(value, options) + 2);
  return { x, valueX, options, rows, heights, height: heights.reduce((sum, h) => sum + h, 0) + 2 * PAD };
}

/**
 * Label and value rows in a ruled box, the values fixed-width: a record as it is to be typed.
 * `lead` is the finding's label for it, in the column before the box.
 */
export function recordBox(doc: Doc, given: Rows, labelWidth: number, lead?: string): void {
  const { x, valueX, options, rows, heights, height } = boxLayout(doc, given, labelWidth);
  ensureRoom(doc, Math.min(height, doc.page.maxY() - doc.page.margins.top));
  const top = doc.y;
  if (lead) body(doc, fonts.regular, colours.muted).text(lead, left, top + PAD, { width: LABEL_COLUMN - 6 });
  if (top + height <= doc.page.maxY()) {
    doc
      .rect(x, top, left + width - x, height)
      .lineWidth(0.6)
      .strokeColor(colours.rule)
      .stroke();
  }
  let y = top + PAD;
  rows.forEach(([label, value], index) => {
    if (label)
      doc
        .font(fonts.regular)
        .fontSize(sizes.meta)
        .fillColor(colours.muted)
        .text(label, x + PAD, y, { width: labelWidth });
    doc.font(MONO).fontSize(MONO_SIZE).fillColor(colours.heading).text(value, valueX, y, options);
    y += heights[index]!;
  });
  doc.y = y + PAD + spacing.afterParagraph;
}

export const publishRows = (record: RecordToPublish) =>
  [
    [report.name, record.name === '' ? dnsHostCopy.blankName : printable(record.name)],
    [report.type, record.type],
    [report.value, printable(record.value)],
  ] as const;

/** A file to serve: its address, then its lines one under another, as the file holds them. */
export const fileRows = (file: FileToPublish) =>
  [
    [report.address, printable(file.url)],
    [report.file, file.lines.map(printable).join('\n')],
  ] as const;
