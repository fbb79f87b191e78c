/*
 * Loads the site's TypeScript in a build step as webpack bundles it (webpack.config.ts), for steps
 * that load the pages (scripts/build-share-images.ts): esbuild-register with `import()`s compiled
 * to `require()`s, so they resolve as webpack resolves them (no extension, a .tsx file), which
 * Node's own loader cannot; a Markdown file loads as its text, as webpack's asset/source does, and
 * the help folder's files as its loader makes them (help-articles.cjs).
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { helpModule } = require('./help-articles.cjs');
require('esbuild-register/dist/node').register({ supported: { 'dynamic-import': false } });

const helpFolder = path.join(__dirname, '..', 'static', 'help');
const load = (module, filename) => {
  const source = readFileSync(filename, 'utf8');
  if (path.dirname(filename) === helpFolder) module._compile(helpModule(source, filename, 'cjs'), filename);
  else module.exports = { __esModule: true, default: source };
};
require.extensions['.md'] = load;
require.extensions['.index'] = load;
