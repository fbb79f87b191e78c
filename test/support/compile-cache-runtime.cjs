/**
 * jest's own runtime (jest-runtime), with V8's code cache kept for the modules it compiles: jest
 * compiles every module afresh for each test file, so a worker compiles the site and its packages
 * once per file. Each module's first compile here keeps V8's code cache, and the next file's compile
 * of the same source starts from it (docs/decisions/043-test-modules-compiled-once-a-worker.md).
 */
const vm = require('node:vm');

const MARK = Symbol.for('site.compile-cache');

if (!vm.compileFunction[MARK]) {
  const compileFunction = vm.compileFunction;
  /** The code cache of each file and parameter list, with the source it was made from: another source compiles afresh. */
  const cache = new Map();
  const cached = (code, params, options = {}) => {
    const key = options.filename && `${options.filename}\0${params?.join()}`;
    const kept = key ? cache.get(key) : undefined;
    if (kept && kept.code === code) {
      const fn = compileFunction(code, params, { ...options, cachedData: kept.data });
      if (!fn.cachedDataRejected) return fn;
    }
    const fn = compileFunction(code, params, { ...options, produceCachedData: true });
    if (key && fn.cachedData) cache.set(key, { code, data: fn.cachedData });
    return fn;
  };
  cached[MARK] = true;
  vm.compileFunction = cached;
}

module.exports = require('jest-runtime');
