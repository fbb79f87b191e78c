/** Jest loads a text file (the legal sources' markdown) as its contents, as webpack's asset/source does. */
module.exports = {
  process: (source) => ({ code: `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };` }),
};
