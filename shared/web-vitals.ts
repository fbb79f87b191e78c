/** The beacon of real visitors' Core Web Vitals: one per page view, sent when the page is hidden. */
export const WEB_VITALS_PATH = '/api/vitals';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export interface VitalsBeacon {
  /** The page's route pattern (shared/routes.ts routePattern), never its URL. */
  route: string;
  metrics: { name: VitalName; value: number }[];
}
