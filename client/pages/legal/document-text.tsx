import { use } from 'react';
import type { LegalDocumentId } from '../../../shared/catalogue/legal-document-ids';
import type { LegalDocument } from '../../../shared/catalogue/legal-documents';
import { legalCopy } from '../../../shared/catalogue/site-copy';
import { legalContent } from '../../../shared/legal/document-content';
import type { LegalBlock } from '../../../shared/legal/parse-markup';
import { loadLegalSource } from '../../../shared/legal/sources';
import { slug } from '../../../shared/slug';
import { retryImport } from '../../lib/retry-import';
import { prose, reading } from '../../ui/reading';
import { TableOfContents } from '../../ui/table-of-contents';
import { withPhones } from '../../ui/phone-numbers';

/** The site's own address of a legal page, as the documents write it ('www.example.co.za/legal/paia-manual'). */
const OWN_PAGE = /((?:www\.)[a-z0-9.-]+(\/legal\/[a-z0-9-]+))/;

/** Prose as written, with the site's own pages it names turned into links. */
function Prose({ text }: { text: string }) {
  const parts = text.split(OWN_PAGE);
  const nodes = [];
  // split() with two groups gives: text, whole address, its path, text, …
  for (let index = 0; index < parts.length; index += 3) {
    nodes.push(...withPhones(parts[index], index));
    if (index + 2 < parts.length) {
      nodes.push(
        <a key={`link-${index}`} href={parts[index + 2]}>
          {parts[index + 1]}
        </a>,
      );
    }
  }
  return nodes;
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'heading') {
    return block.level === 2 ? <h2 id={slug(block.text)}>{block.text}</h2> : <h3>{block.text}</h3>;
  }
  if (block.kind === 'paragraph') {
    return (
      <p>
        <Prose text={block.text} />
      </p>
    );
  }
  return (
    <ul>
      {block.items.map((item) => (
        <li key={item}>
          <Prose text={item} />
        </li>
      ))}
    </ul>
  );
}

/** Each document's source is fetched once, with retries as the page's other parts; `use` needs the same promise on every render. */
const sources = new Map<LegalDocumentId, Promise<string>>();
function sourceOf(id: LegalDocumentId): Promise<string> {
  let source = sources.get(id);
  if (!source) {
    source = retryImport(() => loadLegalSource(id));
    sources.set(id, source);
  }
  return source;
}

/**
 * The document's text with its contents: a kept part of the legal document page (client/app/kept-part.tsx),
 * so this code and the text's chunk load only when a navigation draws it.
 */
export function DocumentText({ document }: { document: LegalDocument }) {
  const content = legalContent(document, use(sourceOf(document.id)));
  const sections = content.blocks.filter(
    (block): block is Extract<LegalBlock, { kind: 'heading' }> => block.kind === 'heading' && block.level === 2,
  );
  return (
    <div css={reading}>
      <TableOfContents
        heading={legalCopy.contentsHeading}
        entries={sections.map((heading) => ({ id: slug(heading.text), text: heading.text }))}
      />
      <article css={prose} data-testid="legal-text">
        {content.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </article>
    </div>
  );
}
