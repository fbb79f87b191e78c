/**
 * A report's XML is read synchronously, on the site's own event loop: its cost grows with its size
 * (4 MB at most, unpack-report.ts), and past READ_MS_MAX the read is stopped where it is, by
 * node:vm's timeout (a watchdog that ends the running code, whichever module it is in), so no
 * document, however made, holds the site's pages for longer. The sender is told to try again
 * later: a busy host may read a real report that slowly, and a permanent refusal would lose it.
 */
import { createContext, Script } from 'node:vm';
import { ReportRefused } from './intake-outcome';

/** A real 4 MB report reads in 2 to 4 s on a host whose cores are busy; a small business's, in milliseconds. */
export const READ_MS_MAX = 5000;

const context = createContext({ read: undefined as unknown });
const script = new Script('read()');

/** What `read` returns, or ReportRefused('deferred') when it has run `ms`; what it throws is thrown. */
export function readWithin<T>(ms: number, read: () => T): T {
  context.read = read;
  try {
    return script.runInContext(context, { timeout: ms }) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      throw new ReportRefused('deferred', `not read within ${ms} ms`);
    throw error;
  } finally {
    context.read = undefined;
  }
}
