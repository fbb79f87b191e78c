/** Webpack's loader for the help folder's files (scripts/help-articles.cjs says what each becomes). */
const path = require('node:path');
const { helpModule } = require('./help-articles.cjs');

module.exports = function helpWebpackLoader(source) {
  this.addDependency(require.resolve('./help-articles.cjs'));
  // An index is made from every article: a new, changed or removed file remakes it.
  if (this.resourcePath.endsWith('.index')) this.addContextDependency(path.dirname(this.resourcePath));
  return helpModule(source, this.resourcePath, 'esm');
};
