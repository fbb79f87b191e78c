import { setPriority } from 'node:os';

/** What `nice` gives by default. */
const NICE = 10;

/**
 * Lowers the calling thread's priority: on Linux a thread's nice value is its own (setpriority(2),
 * NOTES), so the intake's threads yield the cores to the site's pages under a flood. Where the
 * platform will not, the thread runs at the site's own priority.
 */
export function yieldToPages(): void {
  try {
    setPriority(NICE);
  } catch {
    // As above: the site's own priority.
  }
}
