import { css } from '@emotion/react';
import { Link } from '../ui/link';
import { company } from '../../shared/catalogue/company';
import { mainNav, paths } from '../../shared/routes';
import { ThemeToggle } from '../features/theme/theme-toggle';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import { Icon } from '../ui/icons';
import { mq } from '../ui/tokens';
import { EmailMenu, HostingMenu } from './hosting-menu';
import { MobileMenu } from './mobile-menu';
import { NavItems } from './nav-link';

const bar = css`
  position: sticky;
  top: 0;
  z-index: 50;
  background: color-mix(in srgb, var(--bg) 92%, transparent);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid var(--border);
`;

const inner = css`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 4rem;
  gap: 1rem;
`;

const brand = css`
  white-space: nowrap;
  @media (max-width: 380px) {
    font-size: 1rem;
  }
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 800;
  font-size: 1.15rem;
  color: var(--fg);
  text-decoration: none;
  svg {
    color: var(--primary-strong);
    flex-shrink: 0;
  }
`;

const desktop = css`
  display: none;
  ${mq.lg} {
    display: flex;
    align-items: center;
    gap: 0.25rem;
  }
  /* Only the nav's own list is a row; the Hosting menu's list below it stays a column. */
  & > ul {
    display: flex;
    list-style: none;
    margin: 0;
    padding: 0;
    gap: 0.25rem;
  }
  /* Four links, the Hosting and E-mail checks menus, Support and the theme toggle on one line from 1,024 px. */
  & > ul a {
    padding-inline: 0.4rem;
  }
`;

export function Header() {
  return (
    <header css={bar}>
      <Container css={inner}>
        <Link to={paths.home} css={brand} aria-label={`${company.name} home`}>
          <Icon name="layers" size={26} />
          <span>{company.name}</span>
        </Link>
        <nav aria-label="Main" css={desktop}>
          <ul>
            <NavItems links={mainNav} end />
          </ul>
          <HostingMenu />
          <EmailMenu />
          <ButtonLink to={paths.support} size="sm" css={{ marginLeft: '0.5rem' }}>
            Support
          </ButtonLink>
          <ThemeToggle />
        </nav>
        <MobileMenu />
      </Container>
    </header>
  );
}
