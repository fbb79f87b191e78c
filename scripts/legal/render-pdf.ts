import PDFDocument from 'pdfkit';
import type { LegalBlock, LegalContent } from '../../shared/legal/parse-markup';
import { colours, fonts, page, sizes, spacing } from '../../shared/pdf-style';
import { legalCopy } from '../../shared/catalogue/site-copy';

export interface RenderMeta {
  legalName: string;
  subject: string;
  reviewedOn: Date;
  /** Formatted for people, e.g. "21 November 2026". */
  reviewedOnLabel: string;
  /** Off in tests so the text and structure can be read straight from the bytes. */
  compress?: boolean;
}

type Doc = PDFKit.PDFDocument;

const contentWidth = (doc: Doc): number => doc.page.width - page.margins.left - page.margins.right;

const body = (doc: Doc): Doc => doc.font(fonts.regular).fontSize(sizes.body).fillColor(colours.text);

const ensureRoom = (doc: Doc, needed: number): void => {
  if (doc.y + needed > doc.page.maxY()) doc.addPage();
};

const drawTitleBlock = (doc: Doc, title: string, meta: RenderMeta): void => {
  const left = page.margins.left;
  const width = contentWidth(doc);
  doc.font(fonts.bold).fontSize(sizes.eyebrow).fillColor(colours.accent);
  doc.text(meta.legalName.toUpperCase(), left, page.margins.top, { width, characterSpacing: 0.8 });
  doc.moveDown(0.6);
  doc.font(fonts.bold).fontSize(sizes.title).fillColor(colours.heading);
  doc.text(title, left, doc.y, { width });
  doc.moveDown(0.35);
  doc.font(fonts.regular).fontSize(sizes.meta).fillColor(colours.muted);
  doc.text(`${legalCopy.reviewedLabel}: ${meta.reviewedOnLabel}`, left, doc.y, { width });
  const ruleY = doc.y + 10;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(0.8)
    .strokeColor(colours.rule)
    .stroke();
  doc.y = ruleY + 16;
};

const drawHeading = (doc: Doc, level: 2 | 3, text: string): void => {
  const size = level === 2 ? sizes.h2 : sizes.h3;
  doc.font(fonts.bold).fontSize(size);
  const width = contentWidth(doc);
  const atTop = (): boolean => doc.y <= page.margins.top + 1;
  const before = level === 2 ? spacing.beforeH2 : spacing.beforeH3;
  ensureRoom(doc, (atTop() ? 0 : before) + doc.heightOfString(text, { width }) + spacing.keepWithNext);
  if (!atTop()) doc.y += before;
  // Set after any page break: a fresh page starts with the default (black) fill.
  doc.fillColor(level === 2 ? colours.accent : colours.heading);
  // Bookmarks let a reader jump between sections of a long agreement in any PDF viewer.
  if (level === 2) doc.outline.addItem(text);
  doc.text(text, page.margins.left, doc.y, { width });
  doc.y += level === 2 ? spacing.afterH2 : spacing.afterH3;
};

const drawParagraph = (doc: Doc, text: string): void => {
  const options = { width: contentWidth(doc), lineGap: spacing.lineGap };
  // A lead-in such as "Please include:" belongs on the same page as the list it introduces.
  if (text.endsWith(':')) ensureRoom(doc, body(doc).heightOfString(text, options) + spacing.keepWithNext);
  body(doc).text(text, page.margins.left, doc.y, options);
  doc.y += spacing.afterParagraph;
};

const drawList = (doc: Doc, items: readonly string[]): void => {
  const left = page.margins.left;
  const textLeft = left + spacing.bulletIndent;
  const width = contentWidth(doc) - spacing.bulletIndent;
  items.forEach((item, index) => {
    body(doc);
    // The dot is drawn by hand, so it must not be stranded on a page its text has left.
    ensureRoom(doc, doc.currentLineHeight(true) + spacing.lineGap);
    const dotY = doc.y + sizes.body * 0.45;
    doc.circle(left + 5, dotY, 1.6).fill(colours.text);
    doc.fillColor(colours.text).text(item, textLeft, doc.y, { width, lineGap: spacing.lineGap });
    doc.y += index === items.length - 1 ? spacing.afterParagraph : spacing.betweenItems;
  });
};

const drawBlock = (doc: Doc, block: LegalBlock): void => {
  if (block.kind === 'heading') drawHeading(doc, block.level, block.text);
  else if (block.kind === 'paragraph') drawParagraph(doc, block.text);
  else drawList(doc, block.items);
};

/** Page furniture needs the page count, so it is drawn once every page exists (bufferPages). */
const drawPageFurniture = (doc: Doc, title: string, meta: RenderMeta): void => {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const left = page.margins.left;
    const width = contentWidth(doc);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - page.footerOffset;
    doc
      .moveTo(left, footerY - 8)
      .lineTo(left + width, footerY - 8)
      .lineWidth(0.5)
      .strokeColor(colours.rule)
      .stroke();
    doc.font(fonts.regular).fontSize(sizes.footer).fillColor(colours.muted);
    doc.text(meta.legalName, left, footerY, { width: width * 0.7, lineBreak: false });
    doc.text(`Page ${index - start + 1} of ${count}`, left, footerY, { width, align: 'right', lineBreak: false });
    if (index > start) {
      doc.text(title, left, page.headerOffset, { width, align: 'right', lineBreak: false });
    }
    doc.page.margins.bottom = savedBottom;
  }
};

/** Renders one legal document to a complete PDF in memory. */
export const renderLegalPdf = (content: LegalContent, meta: RenderMeta): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: page.size,
      margins: page.margins,
      bufferPages: true,
      compress: meta.compress ?? true,
      lang: 'en-ZA',
      displayTitle: true,
      info: {
        Title: content.title,
        Author: meta.legalName,
        Subject: meta.subject,
        Creator: meta.legalName,
        // Fixed dates make the file ID, and so the whole file, repeatable for a given review date.
        CreationDate: meta.reviewedOn,
        ModDate: meta.reviewedOn,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      drawTitleBlock(doc, content.title, meta);
      for (const block of content.blocks) drawBlock(doc, block);
      drawPageFurniture(doc, content.title, meta);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
