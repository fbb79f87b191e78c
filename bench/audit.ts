import { execFile } from 'node:child_process';

export interface AuditFigures {
  command: string;
  /** False when npm could not reach the advisory endpoint, or answered with something else than a report. */
  reached: boolean;
  counts?: Record<'info' | 'low' | 'moderate' | 'high' | 'critical' | 'total', number>;
  advisories: { name: string; severity: string; title: string; url?: string }[];
  problem?: string;
}

interface AuditJson {
  metadata?: { vulnerabilities?: AuditFigures['counts'] };
  vulnerabilities?: Record<string, { name: string; severity: string; via: (string | { title?: string; url?: string })[] }>;
  error?: { code?: string; summary?: string; detail?: string };
  message?: string;
}

/** `npm audit --omit=dev`: the advisories of what production installs. Bounded to two minutes. */
export function runAudit(root: string): Promise<AuditFigures> {
  const args = ['audit', '--omit=dev', '--json'];
  const command = `npm ${args.slice(0, 2).join(' ')}`;
  return new Promise((resolve) => {
    execFile('npm', args, { cwd: root, timeout: 120_000, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      let parsed: AuditJson;
      try {
        parsed = JSON.parse(stdout) as AuditJson;
      } catch {
        return resolve({ command, reached: false, advisories: [], problem: (error?.message ?? stderr).trim().slice(0, 500) });
      }
      if (parsed.error || !parsed.metadata?.vulnerabilities) {
        const problem = [parsed.message, parsed.error?.code, parsed.error?.summary, parsed.error?.detail]
          .filter(Boolean)
          .join(': ');
        return resolve({ command, reached: false, advisories: [], problem: problem || stderr.trim().slice(0, 500) });
      }
      const advisories = Object.values(parsed.vulnerabilities ?? {}).map((v) => {
        const first = v.via.find((x): x is { title?: string; url?: string } => typeof x === 'object');
        return {
          name: v.name,
          severity: v.severity,
          title: first?.title ?? `via ${v.via.join(', ')}`,
          ...(first?.url ? { url: first.url } : {}),
        };
      });
      resolve({ command, reached: true, counts: parsed.metadata.vulnerabilities, advisories });
    });
  });
}
