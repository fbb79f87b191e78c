/** Small helpers for the Markdown report. */
export const table = (head: string[], rows: (string | number)[][]): string =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`),
  ].join('\n');

/** Kilobytes of 1,000 bytes, as the targets are read. */
export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : 'n/a');
export const num = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';
export const mark = (met?: boolean) => (met === undefined ? '— not measured' : met ? '✅ met' : '❌ missed');

/** A target, what was measured against it and whether it was met (undefined: not measured in this run). */
export interface TargetCheck {
  area: string;
  target: string;
  measured: string;
  met?: boolean;
}
