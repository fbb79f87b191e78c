import { css } from '@emotion/react';
import type { FunctionScore } from '../../../shared/assessment/score';
import { assessmentCopy as copy } from '../../../shared/catalogue/assessment';

/** Drawn in these units; the picture scales to its box, no wider than a phone held sideways. */
const WIDTH = 360;
const ROW = 38;
const LABEL = 92;
const BAR = WIDTH - LABEL - 44;

const styles = css`
  display: block;
  width: 100%;
  max-width: 34rem;
  height: auto;
  font-family: inherit;
  .label {
    fill: var(--fg);
    font-size: 15px;
    font-weight: 600;
  }
  .value {
    fill: var(--fg);
    font-size: 15px;
    font-weight: 700;
  }
  .track {
    fill: var(--bg-muted);
  }
  .low {
    fill: var(--destructive);
  }
  .mid {
    fill: #d97706;
  }
  .high {
    fill: var(--primary);
  }
`;

/** The score of a function as the bar's colour says it: under 40 low, under 70 middling, else high. */
const level = (score: number): string => (score < 40 ? 'low' : score < 70 ? 'mid' : 'high');

/**
 * The score per function as horizontal bars, drawn on the server as SVG: each function's name and
 * number are text in the picture, and its title says them all for a screen reader.
 */
export function FunctionChart({ functions }: { functions: readonly FunctionScore[] }) {
  const summary = functions.map((fn) => `${fn.name} ${fn.score}`).join(', ');
  return (
    <svg
      css={styles}
      viewBox={`0 0 ${WIDTH} ${functions.length * ROW}`}
      role="img"
      aria-labelledby="function-chart-title"
      data-testid="function-chart"
    >
      <title id="function-chart-title">{`${copy.byFunction} (out of 100): ${summary}`}</title>
      {functions.map((fn, row) => {
        const y = row * ROW;
        return (
          <g key={fn.id} data-function={fn.id} data-score={fn.score}>
            <text className="label" x={0} y={y + 24}>
              {fn.name}
            </text>
            <rect className="track" x={LABEL} y={y + 9} width={BAR} height={20} rx={4} />
            <rect className={level(fn.score)} x={LABEL} y={y + 9} width={(BAR * fn.score) / 100} height={20} rx={4} />
            <text className="value" x={WIDTH} y={y + 24} textAnchor="end">
              {fn.score}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
