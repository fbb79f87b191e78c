/** The texts of the 404 and 429 pages (re-exported by site-copy.ts, where pages import them from). */
import { paths } from '../routes';

export const notFoundCopy = {
  code: '404',
  heading: 'Oops! Page not found',
  homeLink: { label: 'Return to Home', href: paths.home },
} as const;

/** What a client past its limit on searches (pages made for one request) sees. */
export const tooManyRequestsCopy = {
  code: '429',
  heading: 'You have searched a lot in a short time. Please wait a minute, then try again.',
  homeLink: { label: 'Return to Home', href: paths.home },
} as const;
