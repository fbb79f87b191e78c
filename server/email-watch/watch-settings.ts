/**
 * The settings of "E-mail me if this gets worse": a part of the one schema, put together with the
 * others in config.ts, which holds them under `emailWatch`.
 */
import { string } from 'yup';
import { durationMs, got, oneOf, whole, type EnvOf, type Shown } from '../env-schema';
import type { NoScriptBudget } from './watch-post-budget';

export const EMAIL_WATCH_ENV = {
  // Off stops the form and the schedule; how often each watched domain is checked.
  EMAIL_WATCH: oneOf(['on', 'off'] as const, 'on'),
  EMAIL_WATCH_EVERY: string()
    .test(
      'duration',
      (params: Shown) => `must be a duration of 10s or more, like 7d, 12h, 30m or 10s ${got(params)}`,
      (value) => (value === undefined ? true : (durationMs(value) ?? 0) >= 10_000),
    )
    .default('7d'),
  // The form posted without JavaScript carries no captcha: its own budget, all processes together (decision 017).
  EMAIL_WATCH_NOSCRIPT_CLIENT_HOURLY_MAX: whole(3, 1, 100_000),
  EMAIL_WATCH_NOSCRIPT_DOMAIN_DAILY_MAX: whole(3, 1, 100_000),
  EMAIL_WATCH_NOSCRIPT_DAILY_MAX: whole(25, 1, 100_000),
};

/** Each watched domain checked again every `everyMs` (EMAIL_WATCH_EVERY); `noScript`, the budget of the form posted without JavaScript. */
export interface EmailWatchConfig {
  everyMs: number;
  noScript: NoScriptBudget;
}

/** EMAIL_WATCH=on: its settings; off: none. */
export const emailWatchConfig = (v: EnvOf<typeof EMAIL_WATCH_ENV>): EmailWatchConfig | undefined =>
  v.EMAIL_WATCH === 'on'
    ? {
        everyMs: durationMs(v.EMAIL_WATCH_EVERY)!,
        noScript: {
          perClientHourly: v.EMAIL_WATCH_NOSCRIPT_CLIENT_HOURLY_MAX,
          perDomainDaily: v.EMAIL_WATCH_NOSCRIPT_DOMAIN_DAILY_MAX,
          daily: v.EMAIL_WATCH_NOSCRIPT_DAILY_MAX,
        },
      }
    : undefined;
