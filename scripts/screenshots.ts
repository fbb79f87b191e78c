/**
 * `npm run screenshots [-- [SETTING=value ...] route ...]`: a PNG of every screen the screen walk looks at (each route,
 * and each page module at every width and in both themes, JavaScript on and off, with each menu,
 * dialog and toast; test/support/visitor-states.ts) in SCREENSHOTS_DIR (default
 * ./screenshots, never committed), and the layout check's findings for each beside them in
 * problems.txt. Runs against the build, like `npm start`, with the site's settings given
 * (`MESSAGE_CHECK_ADDRESS=check@example.co.za DMARC_REPORTS_PORT=2526`: what a setting shows).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../test/support/browser';
import { layoutProblems } from '../test/support/layout-check';
import { openPage } from '../test/support/page-helpers';
import { startSiteProcess } from '../test/support/site-process';
import { PASSES, ROUTES, walkScreens } from '../test/support/visitor-states';

async function main() {
  const outDir = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots');
  const setting = (arg: string) => /^[A-Z][A-Z0-9_]*=/.test(arg);
  const settings = Object.fromEntries(
    process.argv
      .slice(2)
      .filter(setting)
      .map((arg) => [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]),
  );
  const only = process.argv.slice(2).filter((arg) => !setting(arg));
  const routes = only.length > 0 ? only : ROUTES;
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const [site, chromium] = await Promise.all([
    startSiteProcess({ ...settings, DATA_DIR: path.join(outDir, '.data') }),
    launchBrowser({ whole: true }),
  ]);
  const findings: string[] = [];
  let shots = 0;
  try {
    for (const pass of PASSES) {
      const { page } = await openPage(chromium.browser);
      await walkScreens(page, site.url, { routes, ...pass }, async ({ name, state, scope }) => {
        await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: state === 'page' });
        shots += 1;
        for (const problem of await layoutProblems(page, scope)) findings.push(`${name}: ${problem}`);
      });
      await page.close();
    }
  } finally {
    await Promise.all([chromium.close(), site.stop()]);
    rmSync(path.join(outDir, '.data'), { recursive: true, force: true });
  }
  writeFileSync(path.join(outDir, 'problems.txt'), findings.join('\n') + '\n');
  console.log(`${shots} screenshots in ${outDir}; ${findings.length} layout problems (problems.txt)`);
  for (const line of findings.slice(0, 40)) console.log(`  ${line}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
