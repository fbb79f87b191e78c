/** A quotation drawn as a one-page A4 PDF, in the legal documents' look (server/pdf/drawing.ts). */
import { company } from '../../shared/catalogue/company';
import { legalDocumentPath } from '../../shared/catalogue/legal-document-ids';
import { fullPlanName, orderQuery, planDetails, termLines, usersText, VAT_RATE_PERCENT } from '../../shared/catalogue/plans';
import { quoteCopy as copy, type Quotation, type QuoteLine } from '../../shared/catalogue/quotation';
import { randsAndCents } from '../../shared/catalogue/vat';
import { formatSastDate } from '../../shared/format-date';
import { colours, fonts, sizes, spacing } from '../../shared/pdf-style';
import {
  body,
  eyebrowAndTitle,
  footerLine,
  heading,
  labelled,
  left,
  newPdf,
  pdfBytes,
  rule,
  width,
  type Doc,
} from '../pdf/drawing';

/** The table's columns: the item, then three right-aligned numbers. */
const columns = { item: 215, quantity: 34, unit: 105, amount: width - 215 - 34 - 105 };
const x = {
  item: left,
  quantity: left + columns.item,
  unit: left + columns.item + columns.quantity,
  amount: left + width - columns.amount,
};

function drawHead(doc: Doc, quote: Quotation): void {
  eyebrowAndTitle(doc, copy.title);
  const top = doc.y + 12;
  const metaX = left + width * 0.44;
  const metaEnd = labelled(
    doc,
    [
      [copy.number, quote.number],
      [copy.date, formatSastDate(quote.madeOn)],
      [copy.validUntil, formatSastDate(quote.validUntil)],
    ],
    { x: metaX, y: top, labelWidth: 70, width: left + width - metaX },
  );
  body(doc, fonts.bold, colours.muted).text(copy.from.toUpperCase(), left, top, { width: width * 0.43, characterSpacing: 0.6 });
  body(doc, fonts.bold, colours.heading).text(company.legalName, left, doc.y + 2, { width: width * 0.43 });
  body(doc).text(
    [
      `${copy.registration}: ${company.registrationNumber}`,
      `${copy.vatNumber}: ${company.vatNumber}`,
      ...company.address.lines,
    ].join('\n'),
    left,
    doc.y,
    { width: width * 0.43, lineGap: 1 },
  );
  body(doc).text(`${company.phone.display} · ${company.email.display}`, left, doc.y, { width: width * 0.43 });
  doc.y = Math.max(doc.y, metaEnd) + 10;
  rule(doc, doc.y);
  doc.y += 6;
}

function drawPlan(doc: Doc, quote: Quotation): void {
  const { choice } = quote;
  heading(doc, copy.plan);
  body(doc, fonts.bold, colours.heading).text(fullPlanName(choice), left, doc.y, { width });
  doc.y += 2;
  body(doc).text(planDetails(choice.plan), left, doc.y, { width, lineGap: spacing.lineGap });
  doc.y += 6;
  const terms = termLines(choice.kind, choice.billing).map(({ label, value }): [string, string] => [label, value]);
  doc.y = labelled(doc, quote.quoted.perUser ? [...terms, [copy.usersLabel, usersText(quote.quoted.quantity)]] : terms, {
    x: left,
    y: doc.y,
    labelWidth: 110,
    width,
  });
}

const itemText = (quote: Quotation, line: QuoteLine): string =>
  `${quote.choice.plan.name}, ${copy.billed[line.billing]} (${line.perUser ? `${copy.perUser}, ` : ''}${copy.per[line.period]})`;

function tableRow(doc: Doc, cells: [string, string, string, string], font: string, colour: string): void {
  const y = doc.y;
  body(doc, font, colour);
  const height = doc.heightOfString(cells[0], { width: columns.item - 8 });
  doc.text(cells[0], x.item, y, { width: columns.item - 8 });
  doc.text(cells[1], x.quantity, y, { width: columns.quantity, align: 'right' });
  doc.text(cells[2], x.unit, y, { width: columns.unit, align: 'right' });
  doc.text(cells[3], x.amount, y, { width: columns.amount, align: 'right' });
  doc.y = y + height + 5;
}

function totalRow(doc: Doc, label: string, cents: number, strong = false): void {
  const y = doc.y;
  const font = strong ? fonts.bold : fonts.regular;
  body(doc, font, strong ? colours.heading : colours.text).text(label, x.quantity - 60, y, {
    width: x.amount - (x.quantity - 60) - 6,
    align: 'right',
  });
  doc.text(randsAndCents(cents), x.amount, y, { width: columns.amount, align: 'right' });
  doc.y = y + doc.currentLineHeight(true) + 4;
}

function drawAmounts(doc: Doc, quote: Quotation): void {
  const line = quote.quoted;
  heading(doc, copy.amounts);
  const { columns: c } = copy;
  tableRow(doc, [c.item, c.quantity, c.unit, c.amount], fonts.bold, colours.muted);
  rule(doc, doc.y - 2);
  doc.y += 4;
  tableRow(
    doc,
    [itemText(quote, line), String(line.quantity), randsAndCents(line.unit.exclCents), randsAndCents(line.total.exclCents)],
    fonts.regular,
    colours.text,
  );
  rule(doc, doc.y - 2);
  doc.y += 4;
  totalRow(doc, copy.subtotal, line.total.exclCents);
  totalRow(doc, copy.vat(VAT_RATE_PERCENT), line.total.vatCents);
  rule(doc, doc.y - 1, x.unit);
  doc.y += 3;
  totalRow(doc, `${copy.total}, ${copy.per[line.period]}`, line.total.inclCents, true);
  const other = quote.alternative;
  if (other) {
    doc.y += 6;
    const t = other.total;
    body(doc).text(
      `${copy.alternative(copy.billed[other.billing])}: ${randsAndCents(t.exclCents)} excl. VAT + ${randsAndCents(t.vatCents)} ` +
        `${copy.vat(VAT_RATE_PERCENT)} = ${randsAndCents(t.inclCents)} incl. VAT, ${copy.per[other.period]}.`,
      left,
      doc.y,
      { width, lineGap: spacing.lineGap },
    );
  }
  doc.y += 6;
  doc.font(fonts.italic).fontSize(sizes.meta).fillColor(colours.muted).text(copy.currency, left, doc.y, { width, lineGap: 1.5 });
}

function drawAcceptance(doc: Doc, quote: Quotation, publicUrl: string): void {
  heading(doc, copy.accept);
  const options = { width, lineGap: spacing.lineGap };
  body(doc).text(copy.acceptLead(quote.number), left, doc.y, options);
  doc.y += 4;
  const ways = copy.acceptWays(`${publicUrl}/contact?${orderQuery(quote.choice)}`);
  doc.y = labelled(doc, ways, { x: left, y: doc.y, labelWidth: 110, width });
  doc.y += spacing.afterParagraph;
  body(doc).text(`${copy.binding} (${publicUrl}${legalDocumentPath('terms-of-service')}).`, left, doc.y, options);
}

function drawFooter(doc: Doc): void {
  footerLine(
    doc,
    `${company.legalName} · ${copy.registration} ${company.registrationNumber} · ${copy.vatNumber} ${company.vatNumber}`,
  );
}

export interface QuotePdfOptions {
  /** The site's address, for the order link and the Terms of Service. */
  publicUrl: string;
  /** Off in tests so the text can be read straight from the bytes. */
  compress?: boolean;
}

/** The quotation as a complete PDF file; the same quotation always gives the same bytes. */
export function renderQuotePdf(quote: Quotation, { publicUrl, compress = true }: QuotePdfOptions): Buffer {
  const doc = newPdf({
    title: `${copy.title} ${quote.number}`,
    subject: `${copy.title}: ${fullPlanName(quote.choice)}`,
    madeOn: quote.madeOn,
    compress,
  });
  drawHead(doc, quote);
  drawPlan(doc, quote);
  drawAmounts(doc, quote);
  drawAcceptance(doc, quote, publicUrl);
  drawFooter(doc);
  return pdfBytes(doc);
}
