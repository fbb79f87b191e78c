/**
 * Jest's order of test files, with the screen walks (test/e2e/layout-*.test.ts) first: they are
 * the longest files by far, and a long file started last leaves one core idle while it ends. Jest
 * orders the rest as it always does (by the last run's times, or by file size on a fresh clone).
 */
const Sequencer = require('@jest/test-sequencer').default;

const isWalk = (test) => /\/test\/e2e\/layout-[^/]+\.test\.ts$/.test(test.path);

class WalksFirst extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    return [...ordered.filter(isWalk), ...ordered.filter((test) => !isWalk(test))];
  }
}

module.exports = WalksFirst;
