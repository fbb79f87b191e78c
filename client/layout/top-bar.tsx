import { css } from '@emotion/react';
import { company } from '../../shared/catalogue/company';
import { Container } from '../ui/container';
import { Icon } from '../ui/icons';

const styles = css`
  background: var(--primary);
  color: var(--primary-fg);
  font-size: 0.875rem;
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
    justify-content: flex-end;
    padding-top: 0.4rem;
    padding-bottom: 0.4rem;
  }
  a {
    color: inherit;
    text-decoration: none;
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
  a:hover {
    text-decoration: underline;
  }
  /*
   * On a phone the number and the address fill the line by themselves (a 360 px screen has 328 px
   * inside the margins; with their icons and the wide gap they need 334): the icons go, and the two
   * sit at either end, so the strip stays one line down to 320 px.
   */
  @media (max-width: 419px) {
    div {
      justify-content: space-between;
      column-gap: 1rem;
    }
    svg {
      display: none;
    }
  }
`;

/** The contact strip above the header, shown on the home page only. */
export function TopBar() {
  return (
    <aside css={styles} aria-label="Contact details" data-testid="top-bar">
      <Container>
        <a href={company.phone.href}>
          <Icon name="phone" size={14} />
          {company.phone.display}
        </a>
        <a href={company.email.href}>
          <Icon name="mail" size={14} />
          {company.email.display}
        </a>
      </Container>
    </aside>
  );
}
