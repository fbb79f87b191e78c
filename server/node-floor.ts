/**
 * The Node floor, checked before anything else the server or the outbox command loads: run
 * directly on an older Node (`node build/server/index.js` on a machine whose `node` is older, as
 * systemd runs it), it stops at once with one line saying what was found and what is needed.
 * npm scripts never meet this: they run on the Node 24 of the `node` dev dependency.
 * The same floor as package.json's engines (test/processes/node-floor.test.ts holds them together).
 */
export const NODE_FLOOR = 24;

const found = Number(process.versions.node.split('.')[0]);
if (found < NODE_FLOOR) {
  process.stderr.write(
    `This site needs Node ${NODE_FLOOR} or newer; this is Node ${process.version}. ` +
      `Run it through npm (\`npm start\`), whose scripts use the Node ${NODE_FLOOR} it installs, or put Node ${NODE_FLOOR} first on PATH (\`. scripts/use-node-24.sh\`).\n`,
  );
  process.exit(1);
}
