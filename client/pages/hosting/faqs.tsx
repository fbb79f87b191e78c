import { css } from '@emotion/react';
import { Link } from '../../ui/link';
import { hostingFaqs } from '../../../shared/catalogue/plans/faqs';
import type { PlanKind } from '../../../shared/catalogue/plans';
import { helpCopy } from '../../../shared/catalogue/help-copy';
import { findHelpArticle } from '../../../shared/help/articles';
import { helpArticlePath } from '../../../shared/help/paths';
import { Container, Section } from '../../ui/container';
import { withPhones } from '../../ui/phone-numbers';
import { hostingSectionStyles } from './hosting-section';

const styles = css`
  ${hostingSectionStyles}
  h2 {
    margin-bottom: 2rem;
  }
  dl {
    display: grid;
    gap: 1.75rem;
    max-width: 48rem;
    margin: 0 auto;
  }
  dt {
    font-size: 1.1rem;
    font-weight: 700;
  }
  dd {
    margin: 0.4rem 0 0;
    color: var(--fg-muted);
  }
  dd a {
    font-weight: 600;
  }
`;

/**
 * The questions a hosting page answers on the page, each with the help article that answers it in
 * full. The page's FAQPage structured data (server/render/structured-data.ts) reads the same
 * entries, so what it describes is what is shown.
 */
export function HostingFaqs({ kind }: { kind: PlanKind }) {
  return (
    <Section css={styles} aria-labelledby="faq-heading" data-testid="hosting-faqs">
      <Container>
        <h2 id="faq-heading">{helpCopy.faqHeading}</h2>
        <dl>
          {hostingFaqs[kind].map((faq) => {
            const article = findHelpArticle(faq.article);
            return (
              <div key={faq.question} data-faq>
                <dt>{faq.question}</dt>
                <dd>
                  {withPhones(faq.answer, 0)}
                  {article && (
                    <>
                      {' '}
                      <Link to={helpArticlePath(article.slug)}>{helpCopy.readArticle(article.title)}</Link>
                    </>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </Container>
    </Section>
  );
}
