/** The site's tests drive Debian's Chromium; puppeteer must never download a browser of its own. */
module.exports = { skipDownload: true };
