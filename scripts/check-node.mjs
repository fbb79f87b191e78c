// The Node floor, checked before `npm start` and `npm test`. Their scripts run on the Node 24 of the
// `node` dev dependency; where it is missing (`npm install --omit=dev`, an install that failed)
// they stop at once with one line saying what was found, what is needed and how to get it, instead
// of running on with only npm's EBADENGINE warnings. Kept to what any old Node can run.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const floor = Number(/\d+/.exec(manifest.engines.node)[0]);
const found = Number(process.versions.node.split('.')[0]);

if (found < floor) {
  process.stderr.write(
    `This site needs Node ${floor} or newer; this is Node ${process.version}. ` +
      `Run \`npm install\` first: it installs Node ${floor} for the npm scripts (the \`node\` dev dependency). Or put Node ${floor} first on PATH (\`. scripts/use-node-24.sh\`).\n`,
  );
  process.exit(1);
}
