/**
 * South African VAT, as a business buyer reads a price: the catalogue's prices include it (the
 * VAT Act s65 wants an advertised price to), and a VAT vendor raises a purchase order on the
 * amount excluding it. One rate, one rounding: to the nearest cent, in whole cents, so that the
 * amount excluding VAT and the VAT always add up to the catalogue's price.
 */
import { rands } from './plans/plan-text';

/** The standard rate, in per cent (since 1 April 2018). */
export const VAT_RATE_PERCENT = 15;

const VAT_EXCLUDED = 'excl. VAT';

/** A catalogue price ('R499') split into cents excluding VAT and the VAT on it: 43391 + 6509 = 49900. */
export function vatSplit(price: string): { inclCents: number; exclCents: number; vatCents: number } {
  const inclCents = rands(price) * 100;
  const exclCents = Math.round((inclCents * 100) / (100 + VAT_RATE_PERCENT));
  return { inclCents, exclCents, vatCents: inclCents - exclCents };
}

/** Cents as rands with two decimals, as the catalogue writes rands: 43391 → 'R433.91'. */
export const randsAndCents = (cents: number): string => `R${(cents / 100).toFixed(2)}`;

/** A catalogue price without its VAT, for the line under it: 'R499' → 'R433.91 excl. VAT'. */
export const excludingVat = (price: string): string => `${randsAndCents(vatSplit(price).exclCents)} ${VAT_EXCLUDED}`;
