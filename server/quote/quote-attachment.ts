import type { OrderChoice } from '../../shared/catalogue/plans';
import { isQuotedOnTheSpot, quotation, quoteFilename } from '../../shared/catalogue/quotation';
import { renderQuotePdf } from './quote-pdf';

export interface QuoteAttachment {
  filename: string;
  content: Buffer;
  contentType: 'application/pdf';
}

/**
 * The quotation of an order's plan, billing period and users, made on the day the order arrived,
 * as the confirmation e-mail attaches it: the same PDF as GET /quote gave that day. None for a
 * plan whose page hides its price (staff quote those).
 */
export function quoteAttachment(
  choice: OrderChoice,
  received: Date,
  publicUrl: string,
): { number: string; attachment: QuoteAttachment } | undefined {
  if (!isQuotedOnTheSpot(choice.kind)) return undefined;
  const quote = quotation(choice, received);
  const pdf = renderQuotePdf(quote, { publicUrl });
  return { number: quote.number, attachment: { filename: quoteFilename(quote), content: pdf, contentType: 'application/pdf' } };
}
