/** Jest loads the help folder's files as webpack does (scripts/help-articles.cjs), as CommonJS. */
const { helpModule, helpModuleInputs } = require('../../scripts/help-articles.cjs');

module.exports = {
  process: (source, file) => ({ code: helpModule(source, file, 'cjs') }),
  // An index depends on every article, not only on its own (unchanging) file.
  getCacheKey: (source, file) => helpModuleInputs(source, file),
};
