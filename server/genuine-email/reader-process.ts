/**
 * One reader of "Is this e-mail genuine?", a process of its own (message-reader.ts starts it with
 * its heap bound, through reader-processes.ts): read-worker.ts's function, served to the site over
 * IPC. A message that runs it out of memory ends this process, never the site's.
 * docs/decisions/029-one-way-to-run-a-strangers-file.md
 */
import { serveReads } from '../reader-child';
import read from './read-worker';

serveReads(read);
