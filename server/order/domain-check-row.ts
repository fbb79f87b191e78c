/**
 * The order's domain check as staff read it in the Set-up section: the name asked, the answer,
 * the registry's protocol and when it answered, in South African time with the UTC instant:
 * 'example.co.za: registered (WHOIS, 2026-11-24 12:00:41 SAST, 2026-11-24T10:00:41.000Z)'.
 */
import { domainCheckCopy } from '../../shared/catalogue/domain-check-copy';
import { sastTime } from '../../shared/format-date';
import type { OrderOrMessage } from './order-request';
import { cleanHeaderText } from '../mail/text-safety';

/** South African time with the UTC instant (the time as given when it is none). */
const when = (checkedAt: string): string => {
  const at = sastTime(checkedAt);
  return at ? `${at.local}, ${at.utc}` : cleanHeaderText(checkedAt, 40);
};

export function domainCheckRows(request: OrderOrMessage): Array<[string, string]> {
  const check = request.kind === 'order' ? request.domainCheck : undefined;
  if (!check) return [];
  const status = domainCheckCopy.staffStatus[check.status] ?? cleanHeaderText(String(check.status), 20);
  const source = check.source ?? domainCheckCopy.noService;
  return [[domainCheckCopy.staffLabel, `${cleanHeaderText(check.ascii, 260)}: ${status} (${source}, ${when(check.checkedAt)})`]];
}
