import { contents } from './reading';

/** A long text's contents beside it (above it on a phone): a link to each section's heading. */
export function TableOfContents({ heading, entries }: { heading: string; entries: readonly { id: string; text: string }[] }) {
  return (
    <nav css={contents} aria-labelledby="toc-heading">
      <h2 id="toc-heading">{heading}</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
