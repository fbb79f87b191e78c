/**
 * The settings of the check address (MESSAGE_CHECK_ADDRESS), a part of the one schema (config.ts
 * puts the parts together): off when unset. Its mail reaches the site through the DMARC report
 * intake's listener (DMARC_REPORTS_PORT, reports-settings.ts), which starts when either address is
 * set; the budgets are how many answers the site sends, each a setting.
 */
import { number, string, type TestContext } from 'yup';
import type { EnvOf } from '../env-schema';

const wholeIn = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return number().typeError(message).integer(message).min(min, message).max(max, message);
};

export const MESSAGE_CHECK_ENV = {
  // check@ the company's domain: a clerk forwards a suspicious message to it as an attachment and is answered.
  MESSAGE_CHECK_ADDRESS: string()
    .matches(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, 'must be an e-mail address')
    .test({
      name: 'listener',
      message: 'needs DMARC_REPORTS_PORT, the port its mail is taken on',
      test: (value: unknown, context: TestContext) =>
        value === undefined || (context.parent as Record<string, unknown>).DMARC_REPORTS_PORT !== undefined,
    }),
  // Answers an hour to one forwarder's address: a clerk checks a few messages a day.
  MESSAGE_CHECK_SENDER_HOUR_MAX: wholeIn(1, 1000).default(10),
  // Answers a day to all the forwarders of one organisational domain.
  MESSAGE_CHECK_DOMAIN_DAY_MAX: wholeIn(1, 100_000).default(100),
  // Answers a day for the whole site.
  MESSAGE_CHECK_SITE_DAY_MAX: wholeIn(1, 1_000_000).default(1000),
};

/** The check address and its budgets of answers. */
export interface MessageCheckMailConfig {
  address: string;
  budget: { senderHour: number; domainDay: number; siteDay: number };
}

type CheckMailEnv = EnvOf<typeof MESSAGE_CHECK_ENV>;

/** The check address's settings where it is set; undefined otherwise. */
export const messageCheckMailConfig = (v: CheckMailEnv): MessageCheckMailConfig | undefined =>
  v.MESSAGE_CHECK_ADDRESS
    ? {
        address: v.MESSAGE_CHECK_ADDRESS.toLowerCase(),
        budget: {
          senderHour: v.MESSAGE_CHECK_SENDER_HOUR_MAX,
          domainDay: v.MESSAGE_CHECK_DOMAIN_DAY_MAX,
          siteDay: v.MESSAGE_CHECK_SITE_DAY_MAX,
        },
      }
    : undefined;
