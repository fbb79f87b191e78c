/*
 * Loads the site's TypeScript in a build step as webpack bundles it (webpack.config.ts), for steps
 * that load the pages (scripts/build-share-images.ts): esbuild-register with `import()`s compiled
 * to `require()`s, so they resolve as webpack resolves them (no extension, a .tsx file), which
 * Node's own loader cannot; a Markdown file loads as its text, as webpack's asset/source does. The
 * modules made from static/help and static/services run as written (scripts/markdown-modules.ts).
 */
const { readFileSync } = require('node:fs');
require('esbuild-register/dist/node').register({ supported: { 'dynamic-import': false } });

require.extensions['.md'] = (module, filename) => {
  module.exports = { __esModule: true, default: readFileSync(filename, 'utf8') };
};
