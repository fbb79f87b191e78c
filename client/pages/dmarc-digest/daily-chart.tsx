import { css } from '@emotion/react';
import { dmarcDigestCopy } from '../../../shared/catalogue/dmarc-digest-copy';
import type { DigestDay } from '../../../shared/email-security/dmarc-digest';

const copy = dmarcDigestCopy.page;

/** A day of the week (`YYYY-MM-DD`, UTC) as the chart and the table beside it name it: its weekday and date. */
export const dayParts = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return { weekday: copy.weekdays[date.getUTCDay()], date: date.getUTCDate() };
};

/** The drawing's own units: it scales to its box, at most 36rem wide. */
const W = 420;
const H = 240;
const LEFT = 44;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 34;

const styles = css`
  margin: 0;
  display: grid;
  gap: 0.75rem;
  max-width: 36rem;
  svg {
    width: 100%;
    height: auto;
    display: block;
  }
  .passed {
    fill: var(--primary);
  }
  .failed {
    fill: var(--destructive);
  }
  .grid {
    stroke: var(--border);
  }
  text {
    fill: var(--fg-muted);
    font-size: 12px;
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
  }
  .swatch {
    display: inline-block;
    width: 0.9rem;
    height: 0.9rem;
    border-radius: 2px;
    margin-right: 0.4rem;
    vertical-align: -0.1rem;
  }
  .swatch.passed {
    background: var(--primary);
  }
  .swatch.failed {
    background: var(--destructive);
  }
`;

/** A top for the scale: 1, 2 or 5 times a power of ten, at least `most`. */
const scaleTop = (most: number): number => {
  const power = 10 ** Math.floor(Math.log10(Math.max(1, most)));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= most) ?? most;
};

/**
 * Each day's messages as a bar, those that passed DMARC below those that did not: an SVG drawn
 * with the page on the server, so it reads without JavaScript; its numbers are in the table beside it.
 */
export function DailyChart({ days }: { days: DigestDay[] }) {
  const top = scaleTop(Math.max(...days.map((day) => day.passed + day.failed)));
  const plotH = H - TOP - BOTTOM;
  const slot = (W - LEFT - RIGHT) / days.length;
  const barW = Math.round(slot * 0.6);
  const y = (n: number) => TOP + plotH - (n / top) * plotH;
  const passed = days.reduce((sum, day) => sum + day.passed, 0);
  const failed = days.reduce((sum, day) => sum + day.failed, 0);
  return (
    <figure css={styles}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="digest-chart-title digest-chart-desc" data-testid="digest-chart">
        <title id="digest-chart-title">{copy.chartTitle}</title>
        <desc id="digest-chart-desc">{copy.chartDescription(passed, failed)}</desc>
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line className="grid" x1={LEFT} x2={W - RIGHT} y1={y(tick)} y2={y(tick)} />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end">
              {tick.toLocaleString('en-ZA')}
            </text>
          </g>
        ))}
        {days.map((day, at) => {
          const x = LEFT + at * slot + (slot - barW) / 2;
          const { weekday, date } = dayParts(day.day);
          return (
            <g key={day.day} data-day={day.day}>
              <rect className="passed" x={x} width={barW} y={y(day.passed)} height={y(0) - y(day.passed)} />
              <rect
                className="failed"
                x={x}
                width={barW}
                y={y(day.passed + day.failed)}
                height={y(day.passed) - y(day.passed + day.failed)}
              />
              <text x={x + barW / 2} y={H - BOTTOM + 14} textAnchor="middle">
                {weekday}
              </text>
              <text x={x + barW / 2} y={H - BOTTOM + 27} textAnchor="middle">
                {date}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <span>
          <span className="swatch passed" aria-hidden="true" />
          {copy.passed}
        </span>
        <span>
          <span className="swatch failed" aria-hidden="true" />
          {copy.failed}
        </span>
      </figcaption>
    </figure>
  );
}
