import { css } from '@emotion/react';
import { serviceDetails } from '../../../shared/generated/service-details';
import { serviceDetailCopy } from '../../../shared/catalogue/site-copy';
import { cardStyles } from '../../ui/card';
import { Container } from '../../ui/container';
import { Icon } from '../../ui/icons';
import { sideBySideStyles } from '../../ui/grid';
import { mq } from '../../ui/tokens';

const { headings } = serviceDetailCopy;

const styles = css`
  .layout {
    ${sideBySideStyles(1.4)}
    ${mq.lg} {
      align-items: start;
    }
  }
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.75rem);
  }
  .prose p {
    color: var(--fg-muted);
    font-size: 1.05rem;
  }
  .prose section ~ section {
    margin-top: 2.5rem;
  }
  ul,
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.75rem;
  }
  .checks li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
  }
  .checks svg {
    flex: none;
    margin-top: 0.25rem;
    color: var(--primary-strong);
  }
  .steps {
    counter-reset: step;
  }
  .steps li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 2.25rem 1fr;
    gap: 0.75rem;
    align-items: start;
  }
  .steps li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: var(--primary);
    color: var(--primary-fg);
    font-weight: 700;
  }
  .side {
    display: grid;
    gap: 1.5rem;
  }
`;

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="checks">
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The four parts of a service page: what it is, what is included, who it is for, how engagement
 * works. Each part is a section named by its heading; what holds them is a plain block, since a
 * section without a name of its own is no landmark, only noise to a screen reader's outline. A kept
 * part of the service page (client/app/kept-part.tsx): every service's texts come with this code,
 * which loads only when a navigation draws it.
 */
export function ServiceDetailBody({ serviceId }: { serviceId: string }) {
  const detail = serviceDetails[serviceId];
  return (
    <div className="section" css={styles} data-testid="service-detail-body">
      <Container className="layout">
        <div className="prose">
          <section aria-labelledby="service-overview">
            <h2 id="service-overview">{headings.overview}</h2>
            {detail.overview.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
          <section aria-labelledby="service-engagement">
            <h2 id="service-engagement">{headings.engagement}</h2>
            <ol className="steps">
              {detail.engagement.map((step) => (
                <li key={step}>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div className="side">
          <section css={cardStyles} aria-labelledby="service-included">
            <h2 id="service-included">{headings.included}</h2>
            <CheckList items={detail.included} />
          </section>
          <section css={cardStyles} aria-labelledby="service-audience">
            <h2 id="service-audience">{headings.audience}</h2>
            <CheckList items={detail.audience} />
          </section>
        </div>
      </Container>
    </div>
  );
}
