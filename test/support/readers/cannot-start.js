// A reader process that ends before it is ready, as one from a broken build does; it counts its starts
// in a file named for the process that started it.
require('node:fs').appendFileSync(require('node:path').join(require('node:os').tmpdir(), `reader-starts-${process.ppid}`), 'x');
process.exit(1);
