import { ASSESSMENT_REPORT_PATH } from '../shared/catalogue/assessment';
import { emailBoundsLines } from './email-bounds';
import { FLOOD_TARGET_RATIO } from './flood';
import type { LoadFigures } from './load';
import { describeFormCode, FORM_MARKERS, WORKS_WHEN_DRAWN } from './sizes';
import { HELP_SEARCH_TARGET_RATIO } from './help-search';
import type { BenchResults } from './results';
import { kb, ms, num, table } from './report-format';
import { ASSESSMENT_PAGE, EMAIL_PAGE, TARGETS } from './targets';

export function throughputSection({ throughput }: BenchResults): string[] {
  if (!throughput) return [];
  const out = [
    '## 1. Throughput',
    '',
    `autocannon, ${throughput.connections} connections, ${throughput.durationS} s per path after a 2 s warm-up, keep-alive, from this process on the same machine. ` +
      'The site ran first, alone; then a separate process served the **same bytes** (fetched once from the site) with `express.static` behind the ' +
      "site's own middleware (request log, helmet, compression), so the only difference is the last handler; last, plain " +
      '`node:http` served the same bytes from memory with no middleware at all (identity only): the ceiling of this machine with autocannon on it. ' +
      'The unknown path is a 404 from the site and a 200 from the reference servers (same bytes). "identity": no `Accept-Encoding` (a proxy compresses, or nothing does); "br": a browser\'s ' +
      '`Accept-Encoding` (br, gzip): the static server compresses every response (the compression middleware, brotli quality 4); the site sends the brotli ' +
      '(quality 11) it made once when the page was first rendered. ' +
      "CPU ms/request is the server process's own CPU time (from `/proc`), " +
      'which other load on the machine barely moves; "ratio by CPU" is static CPU ms/request over SSR CPU ms/request, the same ratio measured that way.',
    '',
  ];
  out.push(
    table(
      [
        'path',
        'encoding',
        'SSR req/s',
        'SSR p50 ms',
        'SSR p99 ms',
        'SSR errors',
        'static req/s',
        'static p50 ms',
        'static p99 ms',
        'ratio SSR/static',
        'ratio by CPU',
        'SSR CPU ms/req',
        'static CPU ms/req',
        'bare node:http req/s',
        'bare p99 ms',
        'load avg',
      ],
      throughput.rows.map((r) => [
        r.path,
        r.encoding,
        num(r.ssr.requestsPerSec),
        r.ssr.p50Ms,
        r.ssr.p99Ms,
        r.ssr.errors + r.ssr.timeouts + r.ssr.unexpectedStatus,
        num(r.static.requestsPerSec),
        r.static.p50Ms,
        r.static.p99Ms,
        num(r.ratio, 2),
        num(r.cpuRatio ?? NaN, 2),
        num(r.ssr.serverCpuMsPerRequest ?? NaN, 3),
        num(r.static.serverCpuMsPerRequest ?? NaN, 3),
        r.bare ? num(r.bare.requestsPerSec) : '',
        r.bare ? r.bare.p99Ms : '',
        `${num(r.ssr.loadAverage, 1)} / ${num(r.static.loadAverage, 1)}`,
      ]),
    ),
    '',
    `HTML bytes served: ${Object.entries(throughput.htmlBytes)
      .map(([p, b]) => `${p} ${num(b)}`)
      .join(', ')}. ` +
      'Errors counts connection errors, timeouts and any status other than the expected one (200, or 404 for the unknown path).',
    '',
  );
  return out;
}

export function sizesSection({ sizes }: BenchResults): string[] {
  if (!sizes) return [];
  const out = [
    '## 2. Size',
    '',
    'Bytes on the wire as the site sends them: HTML compressed once per page when it is first rendered, scripts at build time (both gzip level 9, ' +
      'brotli quality 11). ' +
      'JS and CSS "before interactive" are what Chromium (mobile viewport) started fetching before the app set `data-hydrated` (the page records that ' +
      'moment; each file is placed by the start of its request in Resource Timing); "after" is what it fetched afterwards with no interaction, until ' +
      'the network was idle for 1 s (the order dialog and the VPS table, fetched ahead once the browser is first idle, are among these). ' +
      'Styles are inline (Emotion) and counted in the HTML, apart from any style sheet listed. 1 KB = 1,000 bytes.',
    '',
  ];
  out.push(
    table(
      [
        'route',
        'status',
        'HTML raw KB',
        'HTML gzip KB',
        'HTML br KB',
        'JS before raw KB',
        'JS before gzip KB',
        'JS before br KB',
        'CSS files',
        'JS after gzip KB',
        'form code without interaction',
      ],
      sizes.map((r) => {
        const after = r.assets
          .filter((a) => a.phase === 'after-interactive' && a.type === 'script')
          .reduce((n, a) => n + a.gzip, 0);
        return [
          r.path,
          r.status,
          kb(r.html.raw),
          kb(r.html.gzip),
          kb(r.html.br),
          kb(r.beforeInteractive.js.raw),
          kb(r.beforeInteractive.js.gzip),
          kb(r.beforeInteractive.js.br),
          r.assets.filter((a) => a.type === 'stylesheet').length,
          kb(after),
          describeFormCode(r) || 'none',
        ];
      }),
    ),
    '',
  );
  out.push(
    '### JavaScript before a page works, by route',
    '',
    `What each route's scripts weigh as sent (brotli) until the page works: until it is hydrated, and on ${Object.keys(WORKS_WHEN_DRAWN).join(', ')} ` +
      `until its form is drawn too, the form's code counted. Budget ${kb(TARGETS.routeJsBr)} KB a route (issue 108).`,
    '',
    table(
      ['route', 'JS before it works, br KB', 'works when', `within ${kb(TARGETS.routeJsBr)} KB`],
      sizes.map((r) => [
        r.path,
        kb(r.beforeWorks.js.br),
        r.beforeWorks.worksWhen,
        r.beforeWorks.js.br <= TARGETS.routeJsBr ? 'yes' : 'no',
      ]),
    ),
    '',
  );
  const home = sizes.find((r) => r.path === '/');
  if (home) {
    out.push(
      '### The home page, file by file',
      '',
      table(
        ['file', 'phase', 'raw KB', 'gzip KB', 'br KB'],
        [
          ...home.assets.map((a) => [a.url, a.phase, kb(a.raw), kb(a.gzip), kb(a.br)]),
          ['HTML', 'document', kb(home.html.raw), kb(home.html.gzip), kb(home.html.br)],
        ],
      ),
      '',
      `Inside the home HTML (raw): inline Emotion styles ${kb(home.htmlParts.inlineStyles)} KB, embedded app state ${kb(home.htmlParts.appData)} KB, ` +
        `JSON-LD ${kb(home.htmlParts.jsonLd)} KB, the rest (markup) ${kb(home.html.raw - home.htmlParts.inlineStyles - home.htmlParts.appData - home.htmlParts.jsonLd)} KB.`,
      '',
      `Form code is recognised by content: ${Object.entries(FORM_MARKERS)
        .map(([name, re]) => `${name} \`${re.source}\``)
        .join('; ')}.`,
      '',
    );
  }
  return out;
}

export function lighthouseSection({ lighthouse }: BenchResults): string[] {
  if (!lighthouse) return [];
  const out = [
    '## 3. Lighthouse',
    '',
    `Lighthouse ${lighthouse.lighthouseVersion}, default mobile configuration (simulated slow 4G: 150 ms RTT, 1.6 Mbit/s; 4x CPU slowdown), ` +
      `${lighthouse.chromium}, headless, one fresh profile. Benchmark index of this machine: ${num(lighthouse.benchmarkIndex)}. ` +
      'Each route is audited several times and its row is the run with the median Performance score; the score of every run ' +
      'is listed beside it. ' +
      `${lighthouse.rows.length} routes took ${num(lighthouse.durationS)} s. Full reports of the median runs: \`bench/results/lighthouse/*.html\` (not committed).`,
    '',
    table(
      [
        'route',
        'Performance',
        'Accessibility',
        'Best Practices',
        'SEO',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'longest task ms',
        'CLS',
        'Performance of each run',
        'attempts',
      ],
      lighthouse.rows.map((r) => [
        r.path,
        r.scores.performance,
        r.scores.accessibility,
        r.scores['best-practices'],
        r.scores.seo,
        ms(r.fcpMs),
        ms(r.lcpMs),
        ms(r.tbtMs),
        ms(r.longestTaskMs),
        num(r.cls, 3),
        r.performanceRuns.join(', '),
        r.attempts,
      ]),
    ),
    '',
  ];
  if (lighthouse.failures.length > 0) {
    out.push('Not audited:', '', ...lighthouse.failures.map((f) => `- ${f.path}: ${f.error}`), '');
  }
  const failing = new Map<string, { title: string; category: string; routes: string[]; display: Set<string> }>();
  for (const row of lighthouse.rows) {
    for (const f of row.failing) {
      const entry = failing.get(f.id) ?? { title: f.title, category: f.category, routes: [], display: new Set<string>() };
      entry.routes.push(row.path);
      if (f.display) entry.display.add(f.display);
      failing.set(f.id, entry);
    }
  }
  if (failing.size > 0) {
    out.push('Audits that cost points (performance: only those scoring below 0.9):', '');
    for (const [id, f] of failing) {
      const values = [...f.display].slice(0, 4).join('; ');
      out.push(
        `- ${f.category} / \`${id}\` (${f.title}): ${f.routes.length === lighthouse.rows.length ? 'every route' : f.routes.join(', ')}${values ? ` — ${values}` : ''}`,
      );
    }
    out.push('');
  }
  const warnings = [...new Set(lighthouse.rows.flatMap((r) => r.warnings))];
  if (warnings.length > 0) out.push('Lighthouse warnings:', '', ...warnings.map((w) => `- ${w}`), '');
  return out;
}

export function floodSection({ flood }: BenchResults): string[] {
  if (!flood) return [];
  const row = (label: string, f: Pick<LoadFigures, 'requestsPerSec' | 'p99Ms' | 'statusCounts'> & Partial<LoadFigures>) =>
    `| ${label} | ${f.requestsPerSec.toFixed(0)} | ${f.p50Ms ?? '–'} | ${f.p99Ms} | ${f.maxMs ?? '–'} | ${JSON.stringify(f.statusCounts)} |`;
  const met = flood.p99Ratio <= FLOOD_TARGET_RATIO;
  return [
    '## Pages under a post flood',
    '',
    `GET / at ${flood.pageConnections} connections for ${flood.durationS} s, first alone, then while ${flood.floodConnections} more connections ` +
      'post to the form endpoint as fast as they can from one address (all but its first five posts are refused with 429 by the rate limit, ' +
      'which runs before anything else). The page client runs in this process, the flood in a process of its own, all on the same two cores.',
    '',
    '| run | req/s | p50 ms | p99 ms | max ms | statuses |',
    '|---|---|---|---|---|---|',
    row('GET / alone', flood.alone),
    row('GET / under the flood', flood.underFlood),
    row('the flood (POST)', flood.flood),
    '',
    `Page p99 under the flood / alone: **${flood.p99Ratio.toFixed(2)}** (target ≤ ${FLOOD_TARGET_RATIO}: ${met ? 'met' : 'missed'}).`,
    '',
  ];
}

export function domainCheckSection({ domainCheck }: BenchResults): string[] {
  if (!domainCheck) return [];
  return [
    '## Domain checks',
    '',
    'GET /api/domain-check on the production server, one request at a time on a new connection, against an RDAP service and a ZACR ' +
      'WHOIS server on loopback (bench/domain-check.ts). Cold: every name new, so the registry is asked (RDAP over HTTP, WHOIS on a new ' +
      'TCP connection); cached: the same name again, answered from memory. A real registry adds its own round trip to the cold figures.',
    '',
    table(
      ['check', 'requests', 'p50 ms', 'p99 ms', 'max ms'],
      domainCheck.rows.map((row) => [row.what, row.count, num(row.p50Ms, 2), num(row.p99Ms, 2), num(row.maxMs, 2)]),
    ),
    '',
  ];
}

/** A result's page, measured on the built site with the loopback world (bench/email-page.ts). */
function emailPageLines({ emailPage }: BenchResults): string[] {
  if (!emailPage) return [];
  const { size, lighthouse } = emailPage;
  const files = size.assets
    .filter((a) => a.type === 'script' && a.phase === 'before-interactive')
    .sort((a, b) => b.br - a.br)
    .map((a) => `${a.url} ${kb(a.br)}`);
  const row = lighthouse.rows[0];
  return [
    `A result's page, ${size.path}, on the built site with the loopback world as its DNS and peers (bench/email-page.ts): ` +
      `JavaScript before hydration **${kb(size.beforeInteractive.js.br)} KB brotli** as sent ` +
      `(${kb(size.beforeInteractive.js.gzip)} KB gzip; target ≤ ${kb(TARGETS.emailResultJsBr)} KB brotli). Its files, brotli KB: ${files.join(', ')}. ` +
      (row
        ? `Lighthouse (mobile, median of ${row.runs} runs): Performance **${row.scores.performance}** (runs ${row.performanceRuns.join(', ')}), ` +
          `TBT ${row.tbtMs.toFixed(0)} ms, LCP ${row.lcpMs.toFixed(0)} ms, longest task ${row.longestTaskMs.toFixed(0)} ms.`
        : `Lighthouse could not audit it: ${lighthouse.failures.map((f) => f.error).join('; ')}.`),
    '',
  ];
}

export function emailCheckSection(r: BenchResults): string[] {
  const e = r.emailCheck;
  if (!e && !r.sizes && !r.emailPage) return [];
  const out = [
    '## E-mail check ("Is my e-mail safe?")',
    '',
    ...pageJsLines(r, EMAIL_PAGE, TARGETS.emailJsGzip),
    ...emailPageLines(r),
  ];
  if (!e) return out;
  const per = (spread: { median: number; max: number }) => `${spread.median} (max ${spread.max})`;
  out.push(
    "Full checks of a domain by the checker itself, in the bench's own process (`createEmailSecurityChecker`, bench/email-check.ts), " +
      "against the tests' loopback world: Knot serving a signed co.za and a validating Unbound, and each domain's SMTP and web " +
      'servers on 127.x.y.z ports 25, 80 and 443 (test/support/email-world.ts). A new checker for every check, so nothing is kept ' +
      'and each check asks and connects afresh; one check at a time, the two domains taking turns, ' +
      `${e.warmUp} checks of each first as a warm-up. Time: from the call to the result. DNS queries: the checker's own count ` +
      "(over UDP; Unbound answers from its cache after the first, so a real check adds the authoritative servers' round trips); " +
      'the look-alike finding asks about each name one slip away from the domain on a budget of its own, counted apart. ' +
      "Connections: the TCP connections this process opened during the check (Node's `net.client.socket` diagnostics channel); " +
      'STARTTLS goes on over the same connection. The loopback SMTP peers (the smtp-server package) wait 100 ms after accepting a ' +
      'connection before they greet, to catch clients that talk too soon, so STARTTLS is the last finding to arrive; "without ' +
      'STARTTLS" is the time until every other finding had.',
    '',
    table(
      [
        'domain',
        'checks',
        'p50 ms',
        'p95 ms',
        'max ms',
        'p50 ms without STARTTLS',
        'DNS queries median (max)',
        'look-alike DNS queries median (max)',
        'connections median (max)',
        'connections for',
      ],
      e.rows.map((row) => [
        `${row.domain}: ${row.what}`,
        row.checks,
        num(row.p50Ms, 1),
        num(row.p95Ms, 1),
        num(row.maxMs, 1),
        num(row.withoutStarttlsP50Ms, 1),
        per(row.dnsQueries),
        per(row.lookalikeQueries),
        per(row.connections),
        Object.entries(row.connectionsFor)
          .map(([what, n]) => `${what} ${num(n, Number.isInteger(n) ? 0 : 2)}`)
          .join(', '),
      ]),
    ),
    '',
  );
  out.push(...emailBoundsLines(e.bounds));
  return out;
}

export function helpSearchSection({ helpSearch }: BenchResults): string[] {
  if (!helpSearch) return [];
  const met = helpSearch.ratio <= HELP_SEARCH_TARGET_RATIO;
  return [
    '## Help search',
    '',
    "searchHelp, as the server answers /help?q= and the browser searches as the visitor types, in the bench's own process " +
      '(bench/help-search.ts): medians of 15 rounds of 200 searches, the two queries interleaved.',
    '',
    table(
      ['query', 'µs per search'],
      [
        ['one word', num(helpSearch.oneWordUs, 1)],
        ['60 words', num(helpSearch.sixtyWordsUs, 1)],
      ],
    ),
    '',
    `60 words / one word: **${helpSearch.ratio.toFixed(2)}×** (target ≤ ${HELP_SEARCH_TARGET_RATIO}: ${met ? 'met' : 'missed'}).`,
    '',
  ];
}

/** The JavaScript the sizes section saw a page (the self-assessment's, the e-mail check's) fetch before it was interactive. */
function pageJsLines({ sizes }: BenchResults, page: string, budget: number): string[] {
  const row = sizes?.find((r) => r.path === page);
  if (!row) return [`JavaScript before interactive of ${page}: not measured in this run (the sizes section measures it).`, ''];
  const js = row.beforeInteractive.js;
  const met = js.gzip <= budget;
  const files = row.assets
    .filter((a) => a.type === 'script' && a.phase === 'before-interactive')
    .sort((a, b) => b.gzip - a.gzip)
    .map((a) => `${a.url} ${kb(a.gzip)}`);
  return [
    `JavaScript before interactive of ${page}, from the sizes section (no second measurement): **${kb(js.gzip)} KB gzip** ` +
      `(${kb(js.raw)} KB raw, ${kb(js.br)} KB br; target ≤ ${kb(budget)} KB gzip: ${met ? 'met' : 'missed'}). ` +
      `Its files, gzip KB: ${files.join(', ')}.`,
    '',
  ];
}

export function assessmentSection(r: BenchResults): string[] {
  const a = r.assessment;
  if (!a && !r.sizes) return [];
  const out = ['## IT self-assessment', '', ...pageJsLines(r, ASSESSMENT_PAGE, TARGETS.assessmentJsGzip)];
  if (!a) return out;
  const answers = Object.entries(a.body.answers)
    .map(([answer, n]) => `${n} ${answer}`)
    .join(', ');
  const row = (label: string, f: LoadFigures) => [
    label,
    num(f.requestsPerSec),
    f.p50Ms,
    f.p99Ms,
    f.maxMs,
    num(f.serverCpuMsPerRequest ?? NaN, 3),
    f.unexpectedStatus + f.errors + f.timeouts,
    Object.entries(f.statusCounts)
      .map(([code, n]) => `${code} × ${num(n)}`)
      .join(', '),
    num(f.loadAverage, 1),
  ];
  const p = a.report;
  out.push(
    `The result without JavaScript, rendered for each request: POST ${ASSESSMENT_PAGE} with every question answered (${answers}; ` +
      `${a.body.bytes} bytes as \`application/x-www-form-urlencoded\`, scoring ${a.body.score} out of 100), the site's Origin and a browser's ` +
      '`Accept-Encoding`, so the page is rendered and compressed (brotli 5) for each request and never kept. ' +
      `GET ${ASSESSMENT_PAGE}, the kept page (rendered once, sent as its stored brotli), is the reference. autocannon in this process, ` +
      `${a.connections} connections, ${a.durationS} s each after a 2 s warm-up, keep-alive, against a fresh production server started ` +
      `with \`SEARCH_PAGE_RATE_LIMIT_MAX=${a.rateLimitMax}\`: results and reports count against that per-client limit (default 120 per ` +
      "ten minutes), and every request here comes from one address. Server CPU ms/request is the server process's own CPU time " +
      '(from `/proc`); "not 200" counts any other status, connection errors and timeouts.',
    '',
    table(
      ['request', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'server CPU ms/req', 'not 200', 'statuses', 'load avg'],
      [row(`POST ${ASSESSMENT_PAGE} (the result)`, a.result), row(`GET ${ASSESSMENT_PAGE} (kept page)`, a.page)],
    ),
    '',
    `A result costs the server ${num(a.result.serverCpuMsPerRequest ?? NaN, 1)} CPU ms, ${num((a.result.serverCpuMsPerRequest ?? NaN) / (a.page.serverCpuMsPerRequest ?? NaN))}× ` +
      `the kept page's: one core makes at most ${num(1000 / (a.result.serverCpuMsPerRequest ?? NaN))} results a second. The CPU time depends less on the machine’s other load than the latencies above do, though a busy machine raises it too. ` +
      `For comparison only, not a target for these answers: the kept pages' target is p99 ≤ ${TARGETS.p99Ms} ms ` +
      `at 50 connections (section 1); these runs are at ${a.connections}.`,
    '',
    `The report: POST ${ASSESSMENT_REPORT_PATH} with the same body and Origin, ${p.requests} in a row, one at a time on a new ` +
      'connection each, timed from the request to the last byte, after the first one the server made (timed apart). p99 is the ' +
      `nearest rank (the ${Math.ceil(0.99 * p.requests)}th of ${p.requests}).`,
    '',
    table(
      ['requests', 'first ms', 'p50 ms', 'p99 ms', 'max ms', 'server CPU ms/req', 'size bytes', 'size KB', 'Content-Encoding'],
      [
        [
          p.requests,
          num(p.firstMs, 1),
          num(p.p50Ms, 1),
          num(p.p99Ms, 1),
          num(p.maxMs, 1),
          num(p.serverCpuMsPerRequest, 1),
          num(p.bytes),
          kb(p.bytes),
          p.contentEncoding,
        ],
      ],
    ),
    '',
  );
  return out;
}
