/**
 * A reader process that ends before it is ready, as one from a broken build does; it counts its
 * starts in a file named for the process that started it.
 */
import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

appendFileSync(path.join(tmpdir(), `reader-starts-${process.ppid}`), 'x');
process.exit(1);
