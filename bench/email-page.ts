/**
 * "Is my e-mail safe?"'s result page as a visitor lands on it: the built site started with the
 * tests' loopback world as its DNS and peers (test/support/email-world.ts: binding ports 25, 80
 * and 443 on 127.x.y.z needs root, as the email section does), and weak.co.za's result (findings
 * of every kind, records to publish in its DNS host's words, the review and the watch forms)
 * measured as the sizes and Lighthouse sections measure every route. The page is asked for once
 * first, so the site keeps its result (10 minutes) and Lighthouse times the page, not the lab's DNS.
 */
import { loadAssets } from '../server/render/assets';
import { paths } from '../shared/routes';
import { startEmailWorld } from '../test/support/email-world';
import { request } from './http';
import { measureLighthouse, type LighthouseFigures } from './lighthouse';
import { siteSpec, startServer, type BenchContext } from './site';
import { measureSizes, type RouteSize } from './sizes';

export const EMAIL_RESULT_PAGE = `${paths['email-security']}?domain=weak.co.za`;

export interface EmailPageFigures {
  size: RouteSize;
  lighthouse: LighthouseFigures;
}

export async function measureEmailPage(
  ctx: BenchContext,
  reportDir: string,
  log: (line: string) => void,
): Promise<EmailPageFigures> {
  const world = await startEmailWorld();
  try {
    const spec = siteSpec(ctx, 'email-page-site');
    const site = await startServer(ctx, { ...spec, env: { ...spec.env, ...world.env, NODE_EXTRA_CA_CERTS: world.caFile } });
    try {
      const first = await request(`${site.url}${EMAIL_RESULT_PAGE}`, { timeoutMs: 30_000 });
      if (first.status !== 200) throw new Error(`${EMAIL_RESULT_PAGE} answered ${first.status}`);
      const sentrySdkFiles = loadAssets(ctx.buildDir).chunks['error-reports'] ?? [];
      const [size] = await measureSizes(site, [EMAIL_RESULT_PAGE], log, sentrySdkFiles);
      const lighthouse = await measureLighthouse(site, [EMAIL_RESULT_PAGE], reportDir, log);
      return { size: size!, lighthouse };
    } finally {
      await site.stop();
    }
  } finally {
    await world.stop();
  }
}
