/**
 * One reader of the check address's forwards, a process of its own (forward-intake.ts starts it
 * through reader-processes.ts, with the message check's heap): forward-reading.ts's function,
 * served over IPC. A forward that runs it out of memory ends this process, never the site's.
 * docs/decisions/029-one-way-to-run-a-strangers-file.md
 */
import { serveReads } from '../reader-child';
import readForward from './forward-reading';

serveReads(readForward);
