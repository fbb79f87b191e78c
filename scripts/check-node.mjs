// The Node floor, checked before `npm start` and `npm test`: on an older Node they stop at once
// with one line saying what was found, what is needed and how to get it, instead of running on
// with only npm's EBADENGINE warnings. Kept to what any old Node can run.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const floor = Number(/\d+/.exec(manifest.engines.node)[0]);
const found = Number(process.versions.node.split('.')[0]);

if (found < floor) {
  process.stderr.write(
    `This site needs Node ${floor} or newer; this is Node ${process.version}. ` +
      `Run \`. scripts/use-node-24.sh\` (README, "Two commands") to put Node ${floor} first on PATH, then try again.\n`,
  );
  process.exit(1);
}
