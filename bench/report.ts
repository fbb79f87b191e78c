import { dmarcIntakeSection } from './dmarc-intake';
import { genuineSection } from './genuine';
import type { BenchResults } from './results';
import { kb, mark, ms, num, table } from './report-format';
import { securitySection } from './report-security';
import { codeSizeSection } from './code-size';
import {
  assessmentSection,
  domainCheckSection,
  emailCheckSection,
  floodSection,
  helpSearchSection,
  lighthouseSection,
  sizesSection,
  throughputSection,
} from './report-sections';
import { ASSESSMENT_PAGE, checkTargets, EMAIL_PAGE, TARGETS } from './targets';

function header(r: BenchResults): string[] {
  const m = r.machine;
  // The bench keeps about two processes busy itself (a server and autocannon, or Chromium), hence the margin.
  const threshold = m.cpus + 2;
  const busy = Object.entries(r.sections).filter(([, s]) => s && Math.max(s.loadBefore, s.loadAfter) > threshold);
  return [
    '# Benchmark and audit report',
    '',
    `Written by \`npm run bench\` on ${r.startedAt} from commit \`${m.commit}\`${m.uncommittedChanges ? ' plus uncommitted changes in the working tree' : ''}, ` +
      `build \`${r.buildDir}\`, server started as \`${r.serverCommand}\`. The whole run took ${num(r.durationS)} s; every figure below comes from this one run on this one machine.`,
    '',
    `Machine: ${m.cpus} × ${m.cpuModel}, ${num(m.memoryGb, 1)} GB RAM, ${m.os}; Node ${m.node}; ${m.chromium}; ` +
      Object.entries(m.packages)
        .map(([n, v]) => `${n} ${v}`)
        .join(', ') +
      '.',
    '',
    table(
      ['section', 'seconds', 'waited for a quiet machine (s)', 'load average before → after', 'result'],
      Object.entries(r.sections).map(([name, s]) => [
        name,
        num(s!.durationS),
        num(s!.waitedS),
        `${num(s!.loadBefore, 1)} → ${num(s!.loadAfter, 1)}`,
        s!.error ? `failed: ${s!.error}` : 'ok',
      ]),
    ),
    '',
    ...(busy.length > 0
      ? [
          `**Other work shared the CPU** during ${busy.map(([n]) => n).join(', ')} (1-minute load average above ${threshold}: ${m.cpus} cores plus the bench's own two busy processes): requests/s and latencies there ` +
            'are lower than on a quiet machine; CPU ms/request and sizes are not affected.',
          '',
        ]
      : []),
  ];
}

function targetsSection(r: BenchResults): string[] {
  const checks = checkTargets(r);
  const missed = checks.filter((c) => c.met === false);
  return [
    '## Targets',
    '',
    table(
      ['area', 'target', 'measured', ''],
      checks.map((c) => [c.area, c.target, c.measured, mark(c.met)]),
    ),
    '',
    missed.length === 0
      ? 'Every measured target is met.'
      : `${missed.length} of ${checks.length} checks missed; see "Limits and misses" at the end.`,
    '',
  ];
}

type Round = NonNullable<BenchResults['memory']>['rounds'][number] | undefined;
type Reading = NonNullable<BenchResults['memory']>['afterFirst'];

/** A row of the memory table: the readings after a round of load and after the quiet that follows it. */
const afterRound = (when: string, after: Reading, idle: Reading, round: Round) => [
  when,
  num(after.rssMb, 1),
  num(after.fileMb, 1),
  num(idle.rssMb, 1),
  num(after.peakRssMb, 1),
  num(round?.requestsPerSec ?? NaN),
  round?.p99Ms ?? '',
  (round?.errors ?? 0) + (round?.timeouts ?? 0),
];

function memorySection({ memory }: BenchResults): string[] {
  if (!memory) return [];
  const [first, second] = memory.rounds;
  return [
    '## 4. Memory',
    '',
    `A fresh server process with its metrics on (METRICS_PORT, scraped every 5 s); RSS (VmRSS) and peak RSS (VmHWM) from \`/proc/<pid>/status\`, read 2 s after the load stopped, and the lowest RSS ` +
      `sampled each second over ${memory.idleSeconds} s of quiet (V8 collects what is left over once allocation calms down; the growth check compares these, since a leak survives it). ` +
      `Two rounds of ${num(memory.requestsPerRound)} requests, 50 connections, cycling through: ${memory.mix.join('; ')}.`,
    '',
    table(
      [
        'when',
        'RSS MB',
        'of it mapped from files MB',
        `lowest RSS MB within ${memory.idleSeconds} s`,
        'peak RSS MB',
        'round req/s',
        'round p99 ms',
        'errors',
      ],
      [
        [
          'idle after start',
          num(memory.idle.rssMb, 1),
          num(memory.idle.fileMb, 1),
          '',
          num(memory.idle.peakRssMb, 1),
          '',
          '',
          '',
        ],
        afterRound(`after ${num(memory.requestsPerRound)}`, memory.afterFirst, memory.afterFirstIdle, first),
        afterRound(`after ${num(2 * memory.requestsPerRound)}`, memory.afterSecond, memory.afterSecondIdle, second),
      ],
    ),
    '',
    `Growth between the rounds (after the quiet spell): ${memory.growthMb >= 0 ? '+' : ''}${num(memory.growthMb, 1)} MB. Status codes in round 2: ` +
      Object.entries(second?.statusCounts ?? {})
        .map(([code, n]) => `${code} × ${num(n)}`)
        .join(', ') +
      '.',
    '',
  ];
}

function metricsSection({ metricsCost }: BenchResults): string[] {
  if (!metricsCost) return [];
  return [
    '## Cost of the metrics',
    '',
    `GET / (brotli) at ${metricsCost.connections} connections for ${metricsCost.durationS} s, a fresh server each run: without METRICS_PORT, and with it while /metrics is scraped every 15 s. Alternating, ${metricsCost.runs.length / 2} runs each; compared by the server's CPU time per request.`,
    '',
    table(
      ['run', 'metrics', 'req/s', 'p99 ms', 'server CPU ms per request'],
      metricsCost.runs.map((run, i) => [
        i + 1,
        run.metrics ? 'on' : 'off',
        num(run.load.requestsPerSec),
        run.load.p99Ms,
        run.load.serverCpuMsPerRequest?.toFixed(4) ?? '',
      ]),
    ),
    '',
    `Medians: ${metricsCost.withoutCpuMs.toFixed(4)} ms without, ${metricsCost.withCpuMs.toFixed(4)} ms with: ${metricsCost.increase >= 0 ? '+' : ''}${(metricsCost.increase * 100).toFixed(1)} %.`,
    '',
  ];
}

function postsSection({ posts }: BenchResults): string[] {
  if (!posts) return [];
  return [
    '## Accepted posts',
    '',
    `${posts.posts} accepted contact posts, one at a time, each with its captcha solved beforehand; the time from the request to the answer's last byte, which includes the captcha's record of use and the message's durable write to the outbox (an fsync on the project's disk): ` +
      `p50 **${ms(posts.p50Ms)} ms**, p99 **${ms(posts.p99Ms)} ms**, max ${ms(posts.maxMs)} ms.`,
    '',
  ];
}

function startupSection({ startup, serverCommand }: BenchResults): string[] {
  if (!startup) return [];
  return [
    '## 5. Start-up',
    '',
    `From just before \`spawn()\` of \`${serverCommand}\` to the first 200 on \`/healthz\` (polled every 5 ms), ${startup.runs} runs: ` +
      `${startup.readyMs.map((v) => ms(v)).join(', ')} ms; median **${ms(startup.medianMs)} ms**. ` +
      `The first \`/\` after start (rendered, the cache is empty): ${startup.firstPageMs.map((v) => ms(v)).join(', ')} ms; the second (cached): ` +
      `${startup.cachedPageMs.map((v) => ms(v)).join(', ')} ms.`,
    '',
  ];
}

const THROUGHPUT_LABEL = 'the three paths in order';

/** What plain node:http reached on the same machine, and so whether the hardware is the limit. */
function barePart(t: NonNullable<BenchResults['throughput']>): string {
  const bare = t.rows.filter((row) => row.bare).map((row) => row.bare!);
  if (bare.length === 0) return '';
  const worst = Math.max(...bare.map((b) => b.p99Ms));
  const best = Math.max(...bare.map((b) => b.requestsPerSec));
  return worst <= TARGETS.p99Ms
    ? `Plain node:http served the same bytes at up to ${num(best)} requests/s with a p99 of at most ${worst} ms, so this machine can meet the target: ` +
        'the limit is the per-request cost of Express and the middleware in front of every page, which has to fall to reach it.'
    : `Even plain node:http, with no middleware, reached only ${num(best)} requests/s with a p99 of ${worst} ms: at ${t.connections} connections the ` +
        'target is beyond this machine while autocannon shares its cores.';
}

/** Facts about each miss that follow from the figures themselves. */
function limitsSection(r: BenchResults): string[] {
  const missed = checkTargets(r).filter((c) => c.met === false);
  if (missed.length === 0) return [];
  const out = ['## Limits and misses', ''];
  const t = r.throughput;
  if (t && t.rows.some((row) => row.ssr.p99Ms > TARGETS.p99Ms)) {
    const best = Math.max(...t.rows.map((row) => row.static.requestsPerSec));
    out.push(
      `- **p99 ≤ ${TARGETS.p99Ms} ms at ${t.connections} connections.** With ${t.connections} connections each waiting for its answer, the mean latency is ` +
        `${t.connections} ÷ requests/s (Little's law), so a p99 of ${TARGETS.p99Ms} ms needs more than ${num(t.connections / (TARGETS.p99Ms / 1000))} requests/s. ` +
        `The static server, with the same bytes and middleware on this machine, peaked at ${num(best)} requests/s ` +
        `(mean latency ≥ ${num((t.connections / best) * 1000, 1)} ms); its own p99s were ${t.rows.map((row) => `${row.path} ${row.encoding} ${row.static.p99Ms} ms`).join(', ')}. ` +
        'Where the static server misses too, rendering is not the cause: the per-request cost both share is. ' +
        barePart(t) +
        ` The site spent ${t.rows
          .filter((row) => row.encoding === 'identity')
          .map((row) => `${num(row.ssr.serverCpuMsPerRequest ?? NaN, 3)}`)
          .join(' / ')} CPU ms per identity request (${THROUGHPUT_LABEL}).`,
    );
  }
  if (t && t.rows.some((row) => row.ratio < TARGETS.ratio)) {
    const missedRows = t.rows.filter((row) => row.ratio < TARGETS.ratio);
    out.push(
      `- **SSR / static ≥ ${TARGETS.ratio}.** Missed on ${missedRows
        .map(
          (row) =>
            `${row.path} (${row.encoding}): ${num(row.ratio, 2)} by requests/s, ${num(row.cpuRatio ?? NaN, 2)} by CPU time ` +
            `(${num(row.ssr.serverCpuMsPerRequest ?? NaN, 3)} vs ${num(row.static.serverCpuMsPerRequest ?? NaN, 3)} CPU ms/request)`,
        )
        .join('; ')}. Where the CPU-time ratio meets the target, the requests/s gap is noise from other load on the machine.`,
    );
  }
  const home = r.sizes?.find((s) => s.path === '/');
  if (home && home.beforeInteractive.js.gzip > TARGETS.homeJsGzip) {
    const biggest = [...home.assets]
      .filter((a) => a.type === 'script' && a.phase === 'before-interactive')
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 4);
    out.push(
      `- **Home JS ${kb(home.beforeInteractive.js.gzip)} KB gzip** (budget ${kb(TARGETS.homeJsGzip)} KB): largest files ${biggest.map((a) => `${a.url} ${kb(a.gzip)} KB`).join(', ')}.`,
    );
  }
  const pageBudgets = [
    [ASSESSMENT_PAGE, TARGETS.assessmentJsGzip, 'IT self-assessment'],
    [EMAIL_PAGE, TARGETS.emailJsGzip, 'E-mail check'],
  ] as const;
  for (const [page, budget, section] of pageBudgets) {
    const row = r.sizes?.find((s) => s.path === page);
    if (row && row.beforeInteractive.js.gzip > budget)
      out.push(
        `- **${page} JS ${kb(row.beforeInteractive.js.gzip)} KB gzip** before interactive (budget ${kb(budget)} KB): its files are listed under "${section}".`,
      );
  }
  if (home && home.html.gzip > TARGETS.homeHtmlGzip)
    out.push(`- **Home HTML ${kb(home.html.gzip)} KB gzip** (budget ${kb(TARGETS.homeHtmlGzip)} KB).`);
  const mem = r.memory;
  const heldNotLeaked =
    mem && Math.max(mem.afterFirst.rssMb, mem.afterSecond.rssMb) > TARGETS.rssMb && mem.growthMb <= TARGETS.growthMb;
  if (mem && heldNotLeaked) {
    out.push(
      `- **Memory ${num(Math.max(mem.afterFirst.rssMb, mem.afterSecond.rssMb), 1)} MB** (budget ${TARGETS.rssMb} MB) with ` +
        `${num(mem.growthMb, 1)} MB between the rounds at their lowest within ${mem.idleSeconds} s of quiet (${num(mem.afterFirstIdle.rssMb, 1)} → ` +
        `${num(mem.afterSecondIdle.rssMb, 1)} MB): not a leak. ${num(mem.afterSecond.fileMb, 1)} MB of it are pages mapped from files ` +
        '(the node binary and its libraries: shared with any other Node process and given back under memory pressure); the rest is ' +
        "V8's heap and the allocator's arenas, kept small by the start command's settings. A lower `--heap-growing-percent` or a cap " +
        'on the old generation (`--max-old-space-size`) keeps the process smaller still at the price of more collection work per ' +
        'request; the comments in deploy/website@.service give what each setting saved in earlier runs of this bench (not part of these figures).',
    );
  }
  for (const c of missed.filter((m) => !['Throughput', 'Size'].includes(m.area) && !(m.area === 'Memory' && heldNotLeaked)))
    out.push(`- **${c.area}: ${c.target}** — measured ${c.measured}.`);
  out.push('');
  return out;
}

export function renderReport(r: BenchResults): string {
  return [
    ...header(r),
    ...targetsSection(r),
    ...throughputSection(r),
    ...codeSizeSection(process.cwd()),
    ...floodSection(r),
    ...postsSection(r),
    ...assessmentSection(r),
    ...sizesSection(r),
    ...lighthouseSection(r),
    ...metricsSection(r),
    ...memorySection(r),
    ...domainCheckSection(r),
    ...emailCheckSection(r),
    ...helpSearchSection(r),
    ...dmarcIntakeSection(r),
    ...genuineSection(r),
    ...startupSection(r),
    ...securitySection(r),
    ...limitsSection(r),
  ].join('\n');
}
