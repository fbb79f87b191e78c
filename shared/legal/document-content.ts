import { company } from '../catalogue/company';
import type { LegalDocument } from '../catalogue/legal-documents';
import { parseLegalMarkup, type LegalBlock, type LegalContent } from './parse-markup';
import { placeholderValues } from './placeholders';
import { smartQuotes } from './typography';

const curly = (block: LegalBlock): LegalBlock =>
  block.kind === 'list' ? { ...block, items: block.items.map(smartQuotes) } : { ...block, text: smartQuotes(block.text) };

/**
 * A document as both the PDF and the page print it: placeholders filled from company.ts and
 * straight quotes made curly. The PDF build goes through the same parser and the same quotes.
 */
export function legalContent(document: LegalDocument, source: string, where = `static/legal/${document.id}.md`): LegalContent {
  const content = parseLegalMarkup(source, placeholderValues(company), where);
  return { title: content.title, blocks: content.blocks.map(curly) };
}
