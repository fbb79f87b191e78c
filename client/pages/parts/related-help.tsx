import { css } from '@emotion/react';
import { helpCopy } from '../../../shared/catalogue/help-copy';
import { articlesRelatedTo } from '../../../shared/help/articles';
import { paths } from '../../../shared/routes';
import { Container, Section } from '../../ui/container';
import { ArticleList } from './article-list';
import { LinkRow } from './link-row';

const styles = css`
  h2 {
    font-size: clamp(1.35rem, 3vw, 1.75rem);
    margin: 0 0 1.25rem;
  }
  .more {
    margin-top: 1.5rem;
  }
`;

/**
 * The help articles that belong with a page (a plan kind, a service id, or 'support'), where its
 * questions arise, with the way to the help centre and, where STATUS_URL is set, the service status.
 * A page with no article of its own shows none.
 */
export function RelatedHelp({ entry, withStatus = false }: { entry: string; withStatus?: boolean }) {
  const articles = articlesRelatedTo(entry);
  if (articles.length === 0 && !withStatus) return null;
  return (
    <Section css={styles} aria-labelledby="related-help-heading" data-testid="related-help">
      <Container>
        <h2 id="related-help-heading">{helpCopy.relatedArticlesHeading}</h2>
        {articles.length > 0 && <ArticleList articles={articles} />}
        <LinkRow className="more" links={[{ path: paths.help, label: helpCopy.helpCentreLink }]} status={withStatus} />
      </Container>
    </Section>
  );
}
