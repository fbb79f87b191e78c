import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { helpCopy } from '../../../shared/catalogue/help-copy';
import { articlesRelatedTo } from '../../../shared/help/articles';
import { paths } from '../../../shared/routes';
import { usePublicConfig } from '../../app/public-config-context';
import { Container, Section } from '../../ui/container';
import { ArticleList } from './article-list';

const styles = css`
  h2 {
    font-size: clamp(1.35rem, 3vw, 1.75rem);
    margin: 0 0 1.25rem;
  }
  .more {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
    margin: 1.5rem 0 0;
    padding: 0;
    list-style: none;
    font-weight: 600;
  }
`;

/**
 * The help articles that belong with a page (a plan kind, a service id, or 'support'), where its
 * questions arise, with the way to the help centre and, where STATUS_URL is set, the service status.
 * A page with no article of its own shows none.
 */
export function RelatedHelp({ entry, withStatus = false }: { entry: string; withStatus?: boolean }) {
  const { statusUrl } = usePublicConfig();
  const articles = articlesRelatedTo(entry);
  if (articles.length === 0 && !withStatus) return null;
  return (
    <Section css={styles} aria-labelledby="related-help-heading" data-testid="related-help">
      <Container>
        <h2 id="related-help-heading">{helpCopy.relatedArticlesHeading}</h2>
        {articles.length > 0 && <ArticleList articles={articles} />}
        <ul className="more">
          <li>
            <Link to={paths.help}>{helpCopy.helpCentreLink}</Link>
          </li>
          {withStatus && statusUrl && (
            <li>
              <a href={statusUrl} data-testid="status-link">
                {helpCopy.statusLink}
              </a>
            </li>
          )}
        </ul>
      </Container>
    </Section>
  );
}
