/**
 * The settings of the support request: where it is handed over (Request Tracker's REST 2 API, or
 * any helpdesk's intake address by e-mail, else the company's own support address), the virus
 * scanner's socket, the support request's own budget (requests taken an hour from one client and
 * for one e-mail address), and the budget of the form posted without JavaScript (which carries no
 * captcha). A part of the one schema, put together in config.ts, which holds them under `support`.
 */
import { randomBytes } from 'node:crypto';
import { string } from 'yup';
import { company } from '../../shared/catalogue/company';
import { email, url, whole, type EnvOf } from '../env-schema';
import type { SupportBudgetSettings } from './support-budget';

export const SUPPORT_ENV = {
  // Request Tracker 5: its address (its REST 2 API is under it), an authentication token and the queue.
  HELPDESK_RT_URL: url(['http:', 'https:']),
  HELPDESK_RT_TOKEN: string().matches(/^\S{8,200}$/, 'must be an RT authentication token'),
  HELPDESK_RT_QUEUE: string().trim().min(1).max(200).default('General'),
  // How long one call to Request Tracker may take; past it the handover is tried again, looking the request up first.
  HELPDESK_RT_TIMEOUT_MS: whole(30_000, 500, 600_000),
  // Any helpdesk's intake address, when Request Tracker's API is not used.
  HELPDESK_EMAIL: email(company.supportEmail.display),
  // clamd's socket: every attachment is scanned there before it leaves the site.
  CLAMAV_SOCKET: string().default('/run/clamav/clamd.ctl'),
  SUPPORT_CLIENT_HOURLY_MAX: whole(30, 1, 100_000),
  SUPPORT_EMAIL_HOURLY_MAX: whole(10, 1, 100_000),
  SUPPORT_NOSCRIPT_CLIENT_HOURLY_MAX: whole(3, 1, 100_000),
  SUPPORT_NOSCRIPT_DAILY_MAX: whole(25, 1, 100_000),
  // Signs the receipt e-mail's status link, the only one that may reply (reply-proof.ts).
  SUPPORT_REPLY_KEY: string().min(16),
};

export interface SupportConfig {
  rt?: { url: string; token: string; queue: string; timeoutMs: number };
  /** The helpdesk's intake address (HELPDESK_EMAIL, else the company's support address). */
  email: string;
  clamavSocket: string;
  /** SUPPORT_REPLY_KEY, else a random one for this process: links it mailed before a restart no longer reply. */
  replyKey: string;
  budget: SupportBudgetSettings;
  /** The flood gate of the posts to its API, taken or not: three an hour for each request the budget takes. */
  posts: { windowMs: number; max: number };
  noScript: { perClientHourly: number; daily: number };
}

export const supportConfig = (v: EnvOf<typeof SUPPORT_ENV>): SupportConfig => ({
  ...(v.HELPDESK_RT_URL && v.HELPDESK_RT_TOKEN
    ? {
        rt: {
          url: v.HELPDESK_RT_URL.replace(/\/+$/, ''),
          token: v.HELPDESK_RT_TOKEN,
          queue: v.HELPDESK_RT_QUEUE,
          timeoutMs: v.HELPDESK_RT_TIMEOUT_MS,
        },
      }
    : {}),
  email: v.HELPDESK_EMAIL,
  clamavSocket: v.CLAMAV_SOCKET,
  replyKey: v.SUPPORT_REPLY_KEY ?? randomBytes(32).toString('hex'),
  budget: { perClientHourly: v.SUPPORT_CLIENT_HOURLY_MAX, perEmailHourly: v.SUPPORT_EMAIL_HOURLY_MAX },
  posts: { windowMs: 60 * 60 * 1000, max: 3 * v.SUPPORT_CLIENT_HOURLY_MAX },
  noScript: { perClientHourly: v.SUPPORT_NOSCRIPT_CLIENT_HOURLY_MAX, daily: v.SUPPORT_NOSCRIPT_DAILY_MAX },
});
