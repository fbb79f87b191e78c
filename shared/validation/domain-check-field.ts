/**
 * The domain check's answer an order carries (what the visitor was shown under the domain
 * field): the name asked, the answer and when it was given. It is held to this shape and then
 * dropped: staff read the site's own check instead (server/api/own-domain-check.ts).
 */
import { mixed, object, string } from 'yup';
import { checkDomain } from './setup-answer-rules';

const STATUSES = ['available', 'registered', 'unknown'] as const;
const SOURCES = ['RDAP', 'WHOIS'] as const;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const PROBLEM = 'Domain check is not one the site gave';

export const domainCheckField = object({
  ascii: string()
    .defined(PROBLEM)
    .test('domain', PROBLEM, (value) => typeof value === 'string' && value.length <= 253 && checkDomain(value) === null),
  status: mixed<(typeof STATUSES)[number]>().oneOf(STATUSES, PROBLEM).defined(PROBLEM),
  checkedAt: string()
    .defined(PROBLEM)
    .test('time', PROBLEM, (value) => typeof value === 'string' && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))),
  source: mixed<(typeof SOURCES)[number]>()
    .nullable()
    .oneOf([...SOURCES, null, undefined], PROBLEM),
})
  .noUnknown(PROBLEM)
  .typeError(PROBLEM)
  .default(undefined)
  .optional();
