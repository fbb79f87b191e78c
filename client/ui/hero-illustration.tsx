import { css } from '@emotion/react';
import type { ReactNode } from 'react';

/*
 * The site's own drawing style for hero illustrations: flat shapes in the theme's colours (every
 * fill and stroke is a token, so both themes and print follow), a soft halo behind, and the
 * site's stroke icons as glyphs. Inline in the server HTML at a fixed aspect ratio, so nothing is
 * fetched and nothing moves when it appears.
 */
const styles = css`
  display: block;
  width: 100%;
  height: auto;
  overflow: visible;
  .halo {
    fill: var(--primary);
    opacity: 0.14;
  }
  .surface {
    fill: var(--bg-elevated);
    stroke: var(--border);
    stroke-width: 1.5;
  }
  .muted {
    fill: var(--bg-muted);
  }
  .soft {
    fill: var(--primary-soft);
  }
  .accent {
    fill: var(--primary);
  }
  .cyan {
    fill: var(--accent);
  }
  .line {
    fill: none;
    stroke: var(--border);
    stroke-width: 2;
  }
  .trend {
    fill: none;
    stroke: var(--primary-strong);
    stroke-width: 3;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .flow {
    fill: none;
    stroke: var(--primary-strong);
    stroke-width: 2.5;
    stroke-dasharray: 1 9;
    stroke-linecap: round;
  }
  .glyph {
    color: var(--primary-strong);
  }
  .on-accent {
    color: var(--primary-fg);
  }
`;

/** Every hero illustration's drawing area: PageHero keeps its shape free before the drawing arrives. */
export const HERO_ILLUSTRATION_SIZE = { width: 480, height: 360 };

/** Beside a page's title from 1024 px (PageHero's `visual`); `subject` names what it shows. */
export function HeroIllustration({ subject, children }: { subject: string; children: ReactNode }) {
  return (
    <svg
      css={styles}
      viewBox={`0 0 ${HERO_ILLUSTRATION_SIZE.width} ${HERO_ILLUSTRATION_SIZE.height}`}
      aria-hidden="true"
      focusable="false"
      data-testid="hero-illustration"
      data-subject={subject}
    >
      {children}
    </svg>
  );
}
