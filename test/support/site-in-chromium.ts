import { launchBrowser, type TestBrowser } from './browser';
import { startSite, type SiteServer } from './site-server';

export interface SiteInChromium {
  site: SiteServer;
  chromium: TestBrowser;
}

/** The site on a free loopback port and one Chromium for the test file: started before its tests, stopped after. */
export function siteInChromium(env: Record<string, string> = {}): SiteInChromium {
  const running = {} as SiteInChromium;
  beforeAll(async () => {
    [running.site, running.chromium] = await Promise.all([startSite(env), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([running.chromium?.close(), running.site?.close()]);
  });
  return running;
}
