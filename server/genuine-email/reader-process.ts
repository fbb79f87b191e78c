/**
 * One reader of "Is this e-mail genuine?", a process of its own (message-reader.ts starts it with
 * its heap limits): read-worker.ts's function, served to the site over IPC. A message that runs it
 * out of memory ends this process, never the site's. docs/decisions/026-a-message-read-in-a-process.md
 */
import { worker } from 'workerpool';
import read from './read-worker';

worker({ read });
