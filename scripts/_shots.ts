import { launchBrowser } from '/work/main/test/support/browser';
import { openPage } from '/work/main/test/support/page-helpers';
import { startSiteProcess } from '/work/main/test/support/site-process';

async function main() {
  const [site, chromium] = await Promise.all([startSiteProcess({ DATA_DIR: '/tmp/shots/.data' }), launchBrowser()]);
  const shots: [string, string, string][] = [
    ['cards', '/server-hosting?view=cards', '[data-testid="plan-card"]'],
    ['pastel', '/pastel-hosting', '[data-testid="plan-card"]'],
    ['compare', '/server-hosting?view=compare', '[data-testid="vps-comparison"]'],
    ['fit', '/server-hosting?view=compare&cpus=6&ram=10&storage=300', '[data-testid="vps-comparison"]'],
    ['none', '/server-hosting?view=compare&cpus=64', '[data-testid="vps-comparison"]'],
    ['nan', '/server-hosting?view=compare&ram=lots', '[data-testid="vps-comparison"]'],
  ];
  const widths = (process.env.WIDTHS ?? '375,768,1280').split(',').map(Number);
  const themes = (process.env.THEMES ?? 'dark,light').split(',');
  const js = process.env.JS !== 'off';
  for (const width of widths)
    for (const theme of themes) {
      const { page, errors } = await openPage(chromium.browser, width, 900);
      await page.setJavaScriptEnabled(js);
      await page.setCookie({ name: 'theme', value: theme, url: site.url });
      for (const [name, path, sel] of shots) {
        if (process.env.ONLY && !process.env.ONLY.split(',').includes(name)) continue;
        await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle0' });
        const el = await page.$(sel);
        if (!el) { console.log('missing', name, sel); continue; }
        await el.scrollIntoView();
        const box = await el.boundingBox();
        await page.screenshot({ path: `/tmp/shots/${name}-${width}-${theme}${js ? '' : '-nojs'}.png`, clip: { x: 0, y: box!.y + (await page.evaluate(() => scrollY)), width, height: Math.min(box!.height, 1400) }, captureBeyondViewport: true });
      }
      if (process.env.DIALOG) {
        await page.goto(`${site.url}/server-hosting?view=cards`, { waitUntil: 'networkidle0' });
        await page.click('#' + (await page.$eval('[data-plan="CXN1"] [data-testid="order-button"]', (b) => b.id)));
        await page.waitForSelector('dialog[open] [data-testid="order-summary"]');
        await new Promise((r) => setTimeout(r, 400));
        await page.screenshot({ path: `/tmp/shots/dialog-${width}-${theme}.png` });
      }
      if (errors.length) console.log(width, theme, errors);
      await page.close();
    }
  await chromium.close?.(); await site.stop();
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
