/**
 * An order's domain check as staff read it: the site's own, never the one the order carries. An
 * order that carries a check (the visitor was shown one under the domain field) goes to staff with
 * the site's answer for the registrable name of the domain the order names: its cached answer, or
 * the registry asked again within the usual timeout (server/domains). With the domain check off,
 * no domain named, or no check carried, the order goes without one. The status and date a visitor
 * posts are validated for shape (shared/validation/domain-check-field.ts) and then dropped: a
 * visitor cannot put an answer in front of staff.
 */
import { domainToAscii } from '../../shared/validation/setup-answer-rules';
import type { CheckedAnswer } from '../domains/answer-cache';
import { registrableName } from '../domains/domain-checker';
import type { OrderRequest } from '../order/order-request';

type OrderCheck = OrderRequest['domainCheck'];

/** The site's check of a registrable name in its ASCII form: DomainChecker.check. */
export type CheckDomain = (ascii: string) => Promise<CheckedAnswer>;

export async function ownDomainCheck(
  order: { domainCheck?: unknown; setup?: Record<string, unknown> },
  check: CheckDomain | undefined,
): Promise<OrderCheck> {
  const typed = order.setup?.domainName;
  const ascii = typeof typed === 'string' ? registrableName(domainToAscii(typed) ?? '') : null;
  if (!order.domainCheck || !check || !ascii) return undefined;
  const { status, checkedAt, source } = await check(ascii);
  return { ascii, status, checkedAt, source };
}
