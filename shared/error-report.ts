export const ERROR_REPORT_PATH = '/api/client-errors';

export interface ErrorReport {
  kind: 'error' | 'unhandledrejection' | 'boundary' | 'hydration';
  message: string;
  stack: string;
  path: string;
}
