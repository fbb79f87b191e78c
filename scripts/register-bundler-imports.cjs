/*
 * esbuild-register with the page modules' `import()`s compiled to `require()`s, so they resolve as
 * webpack resolves them (no extension, a .tsx file): Node's own loader, which takes a plain
 * `import()`, cannot. For build steps that load the pages (scripts/build-share-images.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node -r) has no import
require('esbuild-register/dist/node').register({ supported: { 'dynamic-import': false } });
