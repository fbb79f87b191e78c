import { css, Global } from '@emotion/react';
import { emailChecksNav, hostingNav, mainNav, paths } from '../../shared/routes';
import { useAppDispatch } from '../app/hooks';
import { ThemeToggle } from '../features/theme/theme-toggle';
import { ButtonLink, buttonStyles } from '../ui/button';
import { Icon } from '../ui/icons';
import { mq } from '../ui/tokens';
import { menusClosed, mobileMenuToggled, selectMobileMenuOpen } from '../state/menu-slice';
import { NavItems } from './nav-link';
import { useDisclosure } from './use-disclosure';

const styles = css`
  display: flex;
  align-items: center;
  ${mq.lg} {
    display: none;
  }
  details > summary {
    list-style: none;
  }
  details > summary::-webkit-details-marker {
    display: none;
  }
  details[open] .icon-open,
  details:not([open]) .icon-closed {
    display: none;
  }
  /* The page below the open menu is dimmed; a tap on it closes the menu (with JavaScript). The
     header's backdrop filter makes it the box of anything fixed inside it, so the scrim hangs
     below the header instead, a full screen wide and tall. */
  .scrim {
    position: absolute;
    top: 100%;
    left: 50%;
    width: 100vw;
    height: 100vh;
    margin-left: -50vw;
    background: rgb(0 0 0 / 0.5);
  }
  nav {
    position: absolute;
    left: 0;
    right: 0;
    top: 100%;
    max-height: calc(100vh - 4rem);
    overflow-y: auto;
    background: var(--bg-elevated);
    border-bottom: 1px solid var(--border);
    box-shadow: var(--shadow);
    padding: 0.75rem 1rem 1.25rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .group-label {
    margin: 0.75rem 0.75rem 0.25rem;
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--fg-muted);
  }
  .hosting {
    padding-left: 0.75rem;
    border-left: 2px solid var(--border);
    margin-left: 0.75rem;
  }
  .support {
    margin-top: 0.75rem;
    width: 100%;
  }
`;

/** While the menu is open the page behind it does not scroll (CSS alone, so also without JavaScript). */
const scrollLock = css`
  ${mq.belowLg} {
    html:has([data-testid='mobile-menu'][open]) {
      overflow: hidden;
    }
  }
`;

export function MobileMenu() {
  const dispatch = useAppDispatch();
  const { open, ref, onToggle, onKeyDown, closeAndFocus } = useDisclosure(selectMobileMenuOpen, mobileMenuToggled);

  return (
    <div css={styles}>
      <Global styles={scrollLock} />
      <ThemeToggle />
      <details ref={ref} open={open} onToggle={onToggle} onKeyDown={onKeyDown} data-testid="mobile-menu">
        <summary css={buttonStyles('ghost', 'icon')} aria-label="Menu" aria-controls="mobile-menu-nav">
          <Icon name="menu" className="icon-open" />
          <Icon name="close" className="icon-closed" />
        </summary>
        <div className="scrim" aria-hidden="true" onClick={closeAndFocus} data-testid="mobile-menu-scrim" />
        <nav id="mobile-menu-nav" aria-label="Mobile">
          <ul>
            <NavItems links={mainNav} end />
          </ul>
          <p className="group-label" id="mobile-email-label">
            E-mail checks
          </p>
          <ul className="hosting" aria-labelledby="mobile-email-label">
            <NavItems links={emailChecksNav} />
          </ul>
          <p className="group-label" id="mobile-hosting-label">
            Hosting
          </p>
          <ul className="hosting" aria-labelledby="mobile-hosting-label">
            <NavItems links={hostingNav} />
          </ul>
          <ButtonLink
            to={paths.support}
            className="support"
            onClick={(event) => {
              const menu = event.currentTarget.closest('details');
              if (menu) menu.open = false;
              dispatch(menusClosed());
            }}
          >
            Support
          </ButtonLink>
        </nav>
      </details>
    </div>
  );
}
