import type { Logger } from 'pino';
import type { ErrorReport } from '../../shared/error-report';

const KINDS: ReadonlySet<string> = new Set<ErrorReport['kind']>(['error', 'unhandledrejection', 'boundary', 'hydration']);
const LIMITS = { message: 500, stack: 2000, path: 300 } as const;

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/**
 * Query strings and fragments go before anything is logged (the operator's guide promises none
 * are): a path or an address in a message may carry `?email=…` that a page was opened with.
 */
const withoutQuery = (path: string): string => path.replace(/[?#].*$/s, '');
const withoutQueries = (text: string): string => text.replace(/(https?:\/\/[^\s?#)'"]*)[?#][^\s)'"]*/g, '$1');

function readReport(body: unknown): ErrorReport | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { kind, message, stack, path } = body as Record<string, unknown>;
  if (typeof kind !== 'string' || !KINDS.has(kind)) return null;
  if (!isText(message, LIMITS.message) || !isText(stack, LIMITS.stack)) return null;
  if (!isText(path, LIMITS.path) || !path.startsWith('/')) return null;
  return {
    kind: kind as ErrorReport['kind'],
    message: withoutQueries(message),
    stack: withoutQueries(stack),
    path: withoutQuery(path),
  };
}

/** Browser errors go to the log at error level, with the page path and the site's release. */
export function createErrorReportService({ logger, release }: { logger: Logger; release: string }) {
  const log = logger.child({ component: 'browser' });
  return {
    /** False when the body is not an error report; nothing is logged then. */
    record(body: unknown, requestId: string): boolean {
      const report = readReport(body);
      if (!report) return false;
      log.error(
        { requestId, release, kind: report.kind, path: report.path, message: report.message, stack: report.stack },
        'browser error',
      );
      return true;
    },
  };
}

export type ErrorReportService = ReturnType<typeof createErrorReportService>;
