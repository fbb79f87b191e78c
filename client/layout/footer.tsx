import { css } from '@emotion/react';
import { Suspense } from 'react';
import { company } from '../../shared/catalogue/company';
import { keptPart } from '../app/kept-part';
import { buttonStyles } from '../ui/button';
import { Container } from '../ui/container';
import { Icon } from '../ui/icons';

const styles = css`
  margin-top: 4rem;
  background: var(--bg-muted);
  border-top: 1px solid var(--border);
  font-size: 0.95rem;
  a {
    color: var(--fg-muted);
    text-decoration: none;
  }
  a:hover {
    color: var(--fg);
    text-decoration: underline;
  }
  .bottom {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding-top: 1rem;
    padding-bottom: 1.5rem;
    border-top: 1px solid var(--border);
    color: var(--fg-muted);
  }
`;

/** The footer's columns and the company's legal line: links only, kept as the server drew them (client/app/kept-part.tsx). */
const FooterLinks = keptPart(
  () => 'footer',
  () => import(/* webpackChunkName: "footer-links" */ './footer-links').then((module) => module.FooterLinks),
);

export function Footer() {
  return (
    <footer css={styles}>
      {/* Its own boundary: drawn afresh (where the server's HTML had no footer) it waits for its code alone. */}
      <Suspense>
        <FooterLinks />
      </Suspense>
      <Container className="bottom">
        <p css={{ margin: 0 }}>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {company.legalName}. All rights reserved.
        </p>
        <a
          href="#top"
          css={buttonStyles('outline', 'icon')}
          aria-label="Scroll to top"
          title="Scroll to top"
          data-testid="scroll-to-top"
          onClick={(event) => {
            event.preventDefault();
            window.scrollTo({
              top: 0,
              behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth',
            });
            document.getElementById('top')?.focus({ preventScroll: true });
          }}
        >
          <Icon name="arrowUp" />
        </a>
      </Container>
    </footer>
  );
}
