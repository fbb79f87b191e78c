import { readFileSync } from 'node:fs';
import { WEB_VITALS_PATH } from '../../shared/web-vitals';
import { captchaToken, contactBody, postJson, tempFolder } from '../support/endpoint-kit';
import { freePort } from '../support/free-port';
import { outboxEmpty, waitUntil } from '../support/mail-kit';
import { metricValue as valueOf, promtool, startPrometheus, type PrometheusProcess } from '../support/prometheus-process';
import { startSiteProcess, type SiteProcess } from '../support/site-process';

/*
 * The metrics as an operator meets them: the built site with METRICS_PORT, scraped by Debian's
 * real Prometheus with the shipped alert rules loaded, its text checked by promtool.
 */
const ALERTS = 'deploy/prometheus/alerts.yml';
const DASHBOARD = 'deploy/grafana/website-dashboard.json';

let site: SiteProcess;
let metricsPort: number;
let dataDir: string;
let prometheus: PrometheusProcess | undefined;

const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
const beacon = (body: unknown) =>
  fetch(`${site.url}${WEB_VITALS_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.url },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  metricsPort = await freePort();
  dataDir = tempFolder('metrics');
  site = await startSiteProcess({
    DATA_DIR: dataDir,
    METRICS_PORT: String(metricsPort),
    ALTCHA_HMAC_KEY: 'metrics-test-key',
    CONTACT_RATE_LIMIT_MAX: '4',
    WEB_VITALS_RATE_LIMIT_MAX: '6',
  });
}, 30_000);

afterAll(async () => {
  await prometheus?.stop();
  await site.stop();
});

describe('the metrics of a running site', () => {
  it('when pages are read and the form is posted, then the metrics count requests by route pattern, the page cache, each post by outcome and the outbox, and promtool accepts them', async () => {
    for (const path of ['/', '/', '/services/cybersecurity', '/no-such-page?email=someone@example.co.za'])
      await fetch(`${site.url}${path}`);
    expect((await postJson(site.url, contactBody(await captchaToken(site.url)))).status).toBe(200);
    expect((await postJson(site.url, contactBody(await captchaToken(site.url), { name: 'T' }))).status).toBe(400);
    expect((await postJson(site.url, contactBody('not-a-solution'))).status).toBe(403);
    expect(
      (await postJson(site.url, contactBody(await captchaToken(site.url)), { Origin: 'https://elsewhere.example' })).status,
    ).toBe(403);
    // The fifth post from this address in the window is over the limit (4): every post counts.
    expect((await postJson(site.url, contactBody(await captchaToken(site.url)))).status).toBe(429);
    await waitUntil(() => outboxEmpty(dataDir), 10_000, 'the outbox to be delivered');

    const text = await scrape();
    const exact = {
      'form_posts_total{outcome="accepted"}': 1,
      'form_posts_total{outcome="invalid"}': 1,
      'form_posts_total{outcome="captcha_refused"}': 1,
      'form_posts_total{outcome="cross_site"}': 1,
      'form_posts_total{outcome="rate_limited"}': 1,
      'http_request_duration_seconds_count{route="/",method="GET",status="200"}': 2,
      'http_request_duration_seconds_count{route="/services/:id",method="GET",status="200"}': 1,
      'http_request_duration_seconds_count{route="not-found",method="GET",status="404"}': 1,
      // The accepted message and its confirmation, written as .eml files (no SMTP_URL).
      'mail_delivery_attempts_total{outcome="sent"}': 2,
      outbox_pending_messages: 0,
      outbox_failed_messages: 0,
      outbox_possibly_delivered_messages: 0,
      site_ready: 1,
    };
    expect(Object.fromEntries(Object.keys(exact).map((name) => [name, valueOf(text, name)]))).toEqual(exact);
    // Never a visitor's path or query as a label.
    expect(text).not.toContain('no-such-page');
    expect(text).not.toContain('example.co.za');
    expect(valueOf(text, 'page_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'page_render_duration_seconds_count')).toBeGreaterThanOrEqual(3);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // No REDIS_URL: no redis_up at all, rather than a 0 that would page someone.
    expect(text).not.toContain('redis_up');

    expect(promtool(['check', 'metrics'], text)).toMatchObject({ status: 0 });
  });

  it('when the public port is asked for /metrics, then it is an ordinary not-found page without them', async () => {
    const response = await fetch(`${site.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('form_posts_total');
  });

  it('when a web vitals beacon arrives, then its values land in the histograms by route; a bad one is refused and counts for nothing', async () => {
    const good = {
      route: '/services/:id',
      metrics: [
        { name: 'LCP', value: 1800 },
        { name: 'CLS', value: 0.02 },
      ],
    };
    expect((await beacon(good)).status).toBe(204);
    for (const bad of [
      { route: '/services/cybersecurity', metrics: [{ name: 'LCP', value: 1800 }] },
      { route: '/', metrics: [{ name: 'LCP', value: -1 }] },
      {
        route: '/',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
      { route: '/', metrics: [{ name: 'FID', value: 1 }] },
      { route: '/', metrics: [], email: 'someone@example.co.za' },
    ])
      expect((await beacon(bad)).status).toBe(400);
    // Past its limit (6 a client per ten minutes, the bad ones counted too): 429.
    expect((await beacon(good)).status).toBe(429);
    const text = await scrape();
    expect(valueOf(text, 'web_vitals_lcp_seconds_count{route="/services/:id"}')).toBe(1);
    expect(valueOf(text, 'web_vitals_lcp_seconds_bucket{le="2",route="/services/:id"}')).toBe(1);
    expect(valueOf(text, 'web_vitals_lcp_seconds_bucket{le="1.5",route="/services/:id"}')).toBe(0);
    expect(valueOf(text, 'web_vitals_cls_sum{route="/services/:id"}')).toBeCloseTo(0.02);
    expect(text).not.toContain('route="/services/cybersecurity"');
    // One line for the beacon that was taken, with its route and values.
    expect(await site.logged('"msg":"web vitals"')).toEqual([
      expect.stringMatching(/"route":"\/services\/:id","LCP":1800,"CLS":0.02/),
    ]);
  });

  it('when a real Prometheus scrapes the site with the shipped alert rules, then a query answers the posts and the outbox, and no alert fires', async () => {
    prometheus = await startPrometheus(`127.0.0.1:${metricsPort}`, [ALERTS]);
    let accepted: { value: number }[] = [];
    await waitUntil(
      async () => (accepted = await prometheus!.query('form_posts_total{outcome="accepted"}')).length > 0,
      20_000,
      'Prometheus to scrape the posts counter',
    );
    expect(accepted.map((series) => series.value)).toEqual([1]);
    const outbox = await prometheus.query('{__name__=~"outbox_.+"}');
    expect(Object.fromEntries(outbox.map((s) => [s.metric.__name__, s.value]))).toEqual({
      outbox_pending_messages: 0,
      outbox_failed_messages: 0,
      outbox_possibly_delivered_messages: 0,
      outbox_oldest_pending_age_seconds: 0,
    });
    expect(await prometheus.query('up{job="website"}')).toMatchObject([{ value: 1 }]);
    // The rules were loaded and evaluated: none is firing on a healthy site.
    const rules = (await (await fetch(`${prometheus.url}/api/v1/rules`)).json()) as {
      data: { groups: { rules: { name: string; health: string; state: string }[] }[] };
    };
    const loaded = rules.data.groups.flatMap((group) => group.rules);
    expect(loaded.length).toBeGreaterThanOrEqual(7);
    expect(loaded.filter((rule) => rule.health === 'err')).toEqual([]);
    expect(loaded.filter((rule) => rule.state === 'firing')).toEqual([]);
  }, 60_000);
});

describe('the shipped monitoring files', () => {
  it('when promtool checks the alert rules, then they are valid', () => {
    expect(promtool(['check', 'rules', ALERTS])).toMatchObject({ status: 0, output: expect.stringContaining('SUCCESS') });
  });

  it('when the Grafana dashboard is read, then every panel queries a metric the site serves', async () => {
    const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as {
      panels: { title: string; targets?: { expr: string }[] }[];
    };
    const served = new Set([...(await scrape()).matchAll(/^# TYPE (\S+) (\S+)/gm)].map(([, name]) => name));
    const panels = dashboard.panels.filter((panel) => panel.targets);
    expect(panels.length).toBeGreaterThanOrEqual(8);
    for (const panel of panels) {
      for (const { expr } of panel.targets!) {
        const names = [...expr.matchAll(/\b([a-z_]+?)(?:_bucket|_count|_sum)?\b(?=[{[(\s]|$)/g)]
          .map(([, name]) => name!)
          .filter((name) => /^(http|page|form|outbox|mail|site|redis|web_vitals|process|nodejs)_/.test(name));
        expect({ panel: panel.title, names: names.filter((name) => !served.has(name)) }).toEqual({
          panel: panel.title,
          names: [],
        });
      }
    }
  });
});
