/**
 * The report PDF's parts that hold what a visitor copies: the text the built-in fonts can draw,
 * and a record set in a fixed-width face in a ruled box, each label in a column before its text.
 */
import { dnsHostCopy } from '../../shared/catalogue/dns-host-copy';
import { emailSecurityReportCopy as report } from '../../shared/catalogue/email-security-report-copy';
import type { FileToPublish, RecordToPublish } from '../../shared/email-security/result';
import { colours, fonts, sizes, spacing } from '../../shared/pdf-style';
import { body, ensureRoom, left, width, type Doc } from '../pdf/drawing';

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

/**
 * WinAnsi, the built-in fonts' encoding, beyond Latin-1: what pdfkit can draw of a text. DNS
 * records and an internationalised domain may hold anything; what it cannot draw shows as '?'.
 */
const WIN_ANSI_EXTRA = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018, 0x2019, 0x201c,
  0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
]);
const drawable = (code: number) => (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);
/** What the site's own words use that the fonts lack, written as the fonts can: a redirect's or a loop's arrow. */
const STAND_INS: Record<string, string> = { '→': '->', '\n': ' ', '\t': ' ' };
export const canDraw = (text: string) => [...text].every((char) => drawable(char.codePointAt(0)!));
export const printable = (text: string) =>
  [...text].map((char) => (drawable(char.codePointAt(0)!) ? char : (STAND_INS[char] ?? '?'))).join('');

/**
 * `text` (printable: its only blanks are spaces and line ends) with every run between them that
 * is wider than a line cut into pieces that fit, in the document's current font and size; a
 * no-break space joins a run, as it does for pdfkit. pdfkit breaks such a run itself by measuring
 * what is left of it again for every line it takes, so its time grows with the square of the
 * run's length (the outside review's 60 KB record took 21 to 32 s, the longest bounded result
 * about 1.1 s); here each glyph is measured once, and pdfkit only meets words that fit
 * (docs/decisions/014-bounded-once-drawn-in-linear-time.md).
 */
export function fitted(doc: Doc, text: string, lineWidth: number): string {
  const widths = new Map<string, number>();
  const advance = (char: string) => widths.get(char) ?? widths.set(char, doc.widthOfString(char)).get(char)!;
  return text.replace(/[^ \n]+/g, (run) => {
    const pieces: string[] = [];
    let start = 0;
    let used = 0;
    for (let at = 0; at < run.length; at += 1) {
      const glyph = advance(run[at]!);
      if (used + glyph > lineWidth && at > start) {
        pieces.push(run.slice(start, at));
        [start, used] = [at, 0];
      }
      used += glyph;
    }
    return start === 0 ? run : [...pieces, run.slice(start)].join('\n');
  });
}

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
