import type { EmailPageFigures } from './email-page';
import type { AssessmentFigures } from './assessment';
import type { AuditFigures } from './audit';
import type { DmarcIntakeFigures } from './dmarc-intake';
import type { DomainCheckFigures } from './domain-check';
import type { EmailCheckFigures } from './email-check';
import type { FloodFigures } from './flood';
import type { GenuineFigures } from './genuine';
import type { HeaderFigures } from './headers';
import type { HelpSearchFigures } from './help-search';
import type { LighthouseFigures } from './lighthouse';
import type { MachineFigures } from './machine';
import type { MemoryFigures } from './memory';
import type { MetricsCostFigures } from './metrics-cost';
import type { PostFigures } from './posts';
import type { RouteSize } from './sizes';
import type { StartupFigures } from './startup';
import type { TapFigures } from './tap-to-dialog';
import type { ThroughputFigures } from './throughput';

export type SectionName =
  | 'startup'
  | 'headers'
  | 'audit'
  | 'sizes'
  | 'lighthouse'
  | 'tap'
  | 'throughput'
  | 'flood'
  | 'assessment'
  | 'posts'
  | 'metrics'
  | 'memory'
  | 'domains'
  | 'email'
  | 'email-page'
  | 'search'
  | 'dmarc'
  | 'genuine';

interface SectionRun {
  durationS: number;
  /** Time spent first waiting for other work on the machine to finish. */
  waitedS: number;
  /** 1-minute load average before and after: above the core count, other work shared the CPU. */
  loadBefore: number;
  loadAfter: number;
  error?: string;
}

/** Everything one run measured: written as JSON beside REPORT.md. */
export interface BenchResults {
  startedAt: string;
  durationS: number;
  buildDir: string;
  /** How the server was started: `npm start`'s node flags, the build's entry. */
  serverCommand: string;
  machine: MachineFigures;
  sections: Partial<Record<SectionName, SectionRun>>;
  startup?: StartupFigures;
  headers?: HeaderFigures;
  audit?: AuditFigures;
  sizes?: RouteSize[];
  lighthouse?: LighthouseFigures;
  tapToDialog?: TapFigures;
  throughput?: ThroughputFigures;
  flood?: FloodFigures;
  assessment?: AssessmentFigures;
  posts?: PostFigures;
  metricsCost?: MetricsCostFigures;
  memory?: MemoryFigures;
  domainCheck?: DomainCheckFigures;
  emailCheck?: EmailCheckFigures;
  emailPage?: EmailPageFigures;
  helpSearch?: HelpSearchFigures;
  dmarcIntake?: DmarcIntakeFigures;
  genuine?: GenuineFigures;
}
