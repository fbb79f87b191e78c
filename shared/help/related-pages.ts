/**
 * The pages an article's front matter names in `related`: a kind of plan (its hosting page), a
 * service (its page), 'support' or 'genuine-email' (the message check). An entry that names none of them is a mistake the tests catch.
 */
import { findService } from '../catalogue/services';
import { isServiceId, servicePath } from '../catalogue/service-ids';
import { planKindRecords, planKinds, type PlanKind } from '../catalogue/plans/kinds';
import { genuineEmailPageCopy } from '../catalogue/genuine-email-page-copy';
import { helpCopy } from '../catalogue/help-copy';
import { paths } from '../routes';

export interface RelatedPage {
  path: string;
  label: string;
}

const SUPPORT = 'support';
/** The message check, named in articles about invoice fraud and phishing. */
const GENUINE_EMAIL = 'genuine-email';
const isPlanKind = (entry: string): entry is PlanKind => (planKinds as readonly string[]).includes(entry);

/** The page a `related` entry names, or undefined when it names none. */
export function relatedPage(entry: string): RelatedPage | undefined {
  if (isPlanKind(entry)) return { path: planKindRecords[entry].path, label: planKindRecords[entry].navLabel };
  if (isServiceId(entry)) return { path: servicePath(entry), label: findService(entry)?.title ?? entry };
  if (entry === SUPPORT) return { path: paths.support, label: helpCopy.supportLink };
  if (entry === GENUINE_EMAIL) return { path: paths['genuine-email'], label: genuineEmailPageCopy.title };
  return undefined;
}
