import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempFolder } from './endpoint-kit';
import { freePort } from './free-port';

export interface PrometheusProcess {
  readonly url: string;
  /** An instant query through Prometheus's HTTP API: each series' labels and value. */
  query(expr: string): Promise<{ metric: Record<string, string>; value: number }[]>;
  stop(): Promise<void>;
}

/** The value of one series in the metrics text, by its name and labels exactly as printed. */
export const metricValue = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

/** Debian's promtool, for checking metrics text and rule files. */
export function promtool(args: string[], input?: string): { status: number | null; output: string } {
  const result = spawnSync('promtool', args, { input, encoding: 'utf8' });
  if (result.error) throw new Error("promtool is missing: run 'apt-get install -y prometheus' as root (.ci/run does)");
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * Debian's real Prometheus on a free loopback port, scraping `target` (host:port) every second as
 * job "website", with `ruleFiles` loaded, its data in a temporary folder.
 */
export async function startPrometheus(target: string, ruleFiles: string[] = []): Promise<PrometheusProcess> {
  const dir = tempFolder('prometheus');
  const port = await freePort();
  const config = path.join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global: { scrape_interval: 1s, evaluation_interval: 1s }',
      `rule_files: [${ruleFiles.map((file) => JSON.stringify(path.resolve(file))).join(', ')}]`,
      'scrape_configs:',
      "  - job_name: 'website'",
      `    static_configs: [{ targets: ['${target}'] }]`,
      '',
    ].join('\n'),
  );
  const child = spawn(
    'prometheus',
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', () =>
      reject(new Error("prometheus is missing: run 'apt-get install -y prometheus' as root (.ci/run does)")),
    );
  });
  await spawned;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`prometheus did not start: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async query(expr) {
      const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expr)}`);
      const body = (await response.json()) as {
        status: string;
        error?: string;
        data?: { result: { metric: Record<string, string>; value: [number, string] }[] };
      };
      if (body.status !== 'success') throw new Error(`query ${expr} failed: ${body.error}`);
      return (body.data?.result ?? []).map((series) => ({ metric: series.metric, value: Number(series.value[1]) }));
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
