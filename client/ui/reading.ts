/**
 * The reading layout of the site's long texts (the legal documents, the help articles): a table
 * of contents and a measure of about 70 characters.
 */
import { css } from '@emotion/react';
import { mq } from './tokens';

/**
 * The reading layout: the table of contents first (at the top on phones), and from 1024 px beside
 * the text on its right, where it stays in view while the visitor reads. Printed, only the text.
 */
export const reading = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem;
  ${mq.lg} {
    grid-template-columns: minmax(0, 44rem) 18rem;
    grid-template-areas: 'text contents';
    gap: 4rem;
    align-items: start;
  }
`;

export const contents = css`
  padding: 1.25rem 1.25rem 1.25rem 1.5rem;
  border: 1px solid var(--border);
  border-radius: 0.9rem;
  background: var(--bg-muted);
  font-size: 0.95rem;
  h2 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--fg-muted);
    margin: 0 0 0.75rem;
  }
  /* The headings carry their own numbers. */
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.45rem;
  }
  a {
    color: var(--fg);
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  ${mq.lg} {
    grid-area: contents;
    position: sticky;
    top: 6rem;
    max-height: calc(100vh - 8rem);
    overflow-y: auto;
  }
  @media print {
    display: none;
  }
`;

/** A measure of about 70 characters, the size of body text, and room between sections. */
export const prose = css`
  max-width: 44rem;
  ${mq.lg} {
    grid-area: text;
  }
  font-size: 1.05rem;
  line-height: 1.7;
  overflow-wrap: break-word;
  h2 {
    font-size: clamp(1.25rem, 3vw, 1.5rem);
    margin: 2.5rem 0 0.75rem;
    scroll-margin-top: 5rem;
  }
  h2:first-of-type {
    margin-top: 0;
  }
  h3 {
    font-size: 1.125rem;
    margin: 1.75rem 0 0.5rem;
  }
  @media print {
    font-size: 11pt;
    h2,
    h3 {
      break-after: avoid;
    }
    p,
    li {
      orphans: 3;
      widows: 3;
    }
  }
  p,
  ul {
    margin: 0 0 1rem;
  }
  ul {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.4rem;
  }
`;
