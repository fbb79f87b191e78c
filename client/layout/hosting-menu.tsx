import { css } from '@emotion/react';
import type { PayloadAction } from '@reduxjs/toolkit';
import { emailChecksNav, hostingNav, type NavLink } from '../../shared/routes';
import type { RootState } from '../app/store';
import { Icon } from '../ui/icons';
import { emailMenuToggled, hostingMenuToggled, selectEmailMenuOpen, selectHostingMenuOpen } from '../state/menu-slice';
import { NavItems } from './nav-link';
import { useDisclosure } from './use-disclosure';

const styles = css`
  position: relative;
  & > summary {
    list-style: none;
    cursor: pointer;
    display: flex;
    align-items: center;
    gap: 0.25rem;
    padding: 0.5rem 0.4rem;
    border-radius: 0.5rem;
    white-space: nowrap;
    color: var(--fg-muted);
    font-weight: 500;
  }
  & > summary svg {
    flex-shrink: 0;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  & > summary:hover,
  &[open] > summary {
    color: var(--fg);
  }
  &[open] > summary svg {
    transform: rotate(180deg);
  }
  ul {
    position: absolute;
    top: calc(100% + 0.5rem);
    left: 0;
    min-width: 15rem;
    margin: 0;
    padding: 0.5rem;
    list-style: none;
    background: var(--bg-elevated);
    border: 1px solid var(--border);
    border-radius: 0.75rem;
    box-shadow: var(--shadow);
    z-index: 60;
  }
`;

interface MenuProps {
  label: string;
  links: readonly NavLink[];
  /** Its list's id, and its test id (`<id>`, `<id>-list`). */
  id: string;
  selectOpen: (state: RootState) => boolean;
  toggled: (open: boolean) => PayloadAction<boolean | undefined>;
}

/** A header menu: a native disclosure (it opens without JavaScript) listing its links. */
function NavMenu({ label, links, id, selectOpen, toggled }: MenuProps) {
  const { open, ref, onToggle, onKeyDown } = useDisclosure(selectOpen, toggled);

  return (
    <details ref={ref} open={open} onToggle={onToggle} onKeyDown={onKeyDown} css={styles} data-testid={id}>
      <summary aria-controls={`${id}-list`}>
        {label}
        <Icon name="chevronDown" size={16} />
      </summary>
      <ul id={`${id}-list`} aria-label={label}>
        <NavItems links={links} />
      </ul>
    </details>
  );
}

export const HostingMenu = () => (
  <NavMenu label="Hosting" links={hostingNav} id="hosting-menu" selectOpen={selectHostingMenuOpen} toggled={hostingMenuToggled} />
);

/** The two e-mail checks, beside Hosting. */
export const EmailMenu = () => (
  <NavMenu
    label="E-mail checks"
    links={emailChecksNav}
    id="email-menu"
    selectOpen={selectEmailMenuOpen}
    toggled={emailMenuToggled}
  />
);
