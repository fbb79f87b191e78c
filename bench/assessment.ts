/**
 * The IT self-assessment's answers made per request: its result, rendered for each
 * no-JavaScript POST /it-assessment, under load (autocannon, as the throughput section), beside
 * GET /it-assessment (a kept page) as the reference; then the report, POST /it-assessment/report,
 * one PDF at a time: its time and size. The page's JavaScript before interactive is the sizes
 * section's figure for /it-assessment (targets.ts), not measured again here.
 */
import { scoreAssessment, type Answers } from '../shared/assessment/score';
import { answerChoices, ASSESSMENT_REPORT_PATH, assessmentCopy, assessmentQuestions } from '../shared/catalogue/assessment';
import { paths } from '../shared/routes';
import { BROWSER_ENCODINGS, request } from './http';
import { runLoad, type LoadFigures } from './load';
import { readCpuMs, siteSpec, startServer, type BenchContext } from './site';

const CONNECTIONS = 10;
const DURATION_S = 10;
const WARMUP_S = 2;
const REPORTS = 100;
/**
 * Results and reports count against one per-client limit (SEARCH_PAGE_RATE_LIMIT_MAX per ten
 * minutes, default 120); all the bench's requests come from one address, so it is raised to the
 * most the setting accepts, well above the few thousand answers a run asks for.
 */
const ASSESSMENT_RATE_LIMIT_MAX = 100_000;

interface ReportPdfFigures {
  requests: number;
  /** The first report the server made after start. */
  firstMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The PDF's bytes as sent (the server does not compress it). */
  bytes: number;
  contentEncoding: string;
  serverCpuMsPerRequest: number;
}

export interface AssessmentFigures {
  connections: number;
  durationS: number;
  rateLimitMax: number;
  /** The posted answer set: its form body's bytes, its score and how many of each answer it holds. */
  body: { bytes: number; score: number; answers: Record<string, number> };
  /** POST /it-assessment with a complete answer set: the result, rendered and compressed for this request. */
  result: LoadFigures;
  /** GET /it-assessment: the kept page, rendered once. */
  page: LoadFigures;
  report: ReportPdfFigures;
}

/** Every question answered, the four answers in turn: a middling business with gaps of each kind. */
function answerSet(): Answers {
  return Object.fromEntries(assessmentQuestions.map((question, i) => [question.id, answerChoices[i % answerChoices.length]!.id]));
}

/** The nearest-rank quantile of sorted values. */
const quantile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;

export async function measureAssessment(ctx: BenchContext, log: (line: string) => void): Promise<AssessmentFigures> {
  const answers = answerSet();
  const form = new URLSearchParams(answers as Record<string, string>).toString();
  const score = scoreAssessment(answers).score;
  const counts: Record<string, number> = {};
  for (const answer of Object.values(answers)) counts[answer!] = (counts[answer!] ?? 0) + 1;

  const spec = siteSpec(ctx, 'assessment-site');
  const site = await startServer(ctx, {
    ...spec,
    env: { ...spec.env, SEARCH_PAGE_RATE_LIMIT_MAX: String(ASSESSMENT_RATE_LIMIT_MAX) },
  });
  // As a browser posts the form: its own origin, its encodings.
  const postHeaders = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: site.url,
    'accept-encoding': BROWSER_ENCODINGS,
  };
  try {
    // The report first, so that its first time is the server's first PDF.
    const pdfUrl = `${site.url}${ASSESSMENT_REPORT_PATH}`;
    const pdf = async () => {
      const started = process.hrtime.bigint();
      const res = await request(pdfUrl, { method: 'POST', headers: postHeaders, body: form });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.status !== 200 || !String(res.headers['content-type']).startsWith('application/pdf'))
        throw new Error(`POST ${ASSESSMENT_REPORT_PATH} was answered ${res.status} ${String(res.headers['content-type'])}`);
      if (!res.headers['content-encoding'] && res.body.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw new Error(`POST ${ASSESSMENT_REPORT_PATH} did not answer a PDF`);
      return { ms, res };
    };
    const first = await pdf();
    const cpuBefore = readCpuMs(site.pid);
    const times: number[] = [];
    let last = first.res;
    for (let i = 0; i < REPORTS; i += 1) {
      const { ms, res } = await pdf();
      times.push(ms);
      last = res;
    }
    const cpuMs = readCpuMs(site.pid) - cpuBefore;
    const sorted = [...times].sort((a, b) => a - b);
    const report: ReportPdfFigures = {
      requests: REPORTS,
      firstMs: first.ms,
      p50Ms: quantile(sorted, 0.5),
      p99Ms: quantile(sorted, 0.99),
      maxMs: sorted.at(-1) ?? NaN,
      bytes: last.body.length,
      contentEncoding: String(last.headers['content-encoding'] ?? 'none'),
      serverCpuMsPerRequest: cpuMs / REPORTS,
    };
    log(
      `  report PDF: first ${report.firstMs.toFixed(1)} ms, p50 ${report.p50Ms.toFixed(1)} ms, p99 ${report.p99Ms.toFixed(1)} ms, ` +
        `${report.bytes} bytes, ${report.serverCpuMsPerRequest.toFixed(1)} CPU ms/request`,
    );

    // The post must be answered with the result, not the form again.
    const check = await request(`${site.url}${paths.assessment}`, {
      method: 'POST',
      headers: { ...postHeaders, 'accept-encoding': 'identity' },
      body: form,
    });
    const html = check.body.toString('utf8');
    if (check.status !== 200 || !html.includes(assessmentCopy.resultTitle))
      throw new Error(`POST ${paths.assessment} was answered ${check.status} without the result`);

    const load = async (label: string, options: { method?: string; body?: string; headers: Record<string, string> }) => {
      const url = `${site.url}${paths.assessment}`;
      await runLoad({ url, connections: CONNECTIONS, duration: WARMUP_S, ...options });
      const result = await runLoad(
        { url, connections: CONNECTIONS, duration: DURATION_S, ...options },
        { expectedStatus: 200, serverPid: site.pid },
      );
      log(
        `  ${label}: ${result.requestsPerSec.toFixed(0)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
          `${result.serverCpuMsPerRequest?.toFixed(3)} CPU ms/request, not 200: ${result.unexpectedStatus}, load ${result.loadAverage.toFixed(1)}`,
      );
      return result;
    };
    const page = await load(`GET ${paths.assessment}`, { headers: { 'accept-encoding': BROWSER_ENCODINGS } });
    const result = await load(`POST ${paths.assessment}`, { method: 'POST', body: form, headers: postHeaders });
    return {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      rateLimitMax: ASSESSMENT_RATE_LIMIT_MAX,
      body: { bytes: Buffer.byteLength(form), score, answers: counts },
      result,
      page,
      report,
    };
  } finally {
    await site.stop();
  }
}
