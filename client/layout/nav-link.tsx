import { css } from '@emotion/react';
import type { NavLink as NavEntry } from '../../shared/routes';
import { useAppDispatch } from '../app/hooks';
import { menusClosed } from '../state/menu-slice';
import { NavLink as SiteNavLink } from '../ui/link';

const style = css`
  color: var(--fg-muted);
  text-decoration: none;
  font-weight: 500;
  padding: 0.5rem 0.75rem;
  border-radius: 0.5rem;
  display: block;
  white-space: nowrap;
  &:hover,
  &.active {
    color: var(--fg);
  }
  &.active {
    background: var(--bg-muted);
  }
`;

/** A plain anchor in server HTML; choosing it closes any open menu. */
function NavLink({ to, label, end }: { to: string; label: string; end?: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <SiteNavLink
      to={to}
      end={end}
      css={style}
      onClick={(event) => {
        // Closes the menu this link sits in even before its toggle event has reached the store.
        const menu = event.currentTarget.closest('details');
        if (menu) menu.open = false;
        dispatch(menusClosed());
      }}
    >
      {label}
    </SiteNavLink>
  );
}

/** A list's entries, one link each: the header, the Hosting menu and the mobile menu draw theirs so. */
export function NavItems({ links, end }: { links: readonly NavEntry[]; end?: boolean }) {
  return links.map((link) => (
    <li key={link.path}>
      <NavLink to={link.path} label={link.label} end={end} />
    </li>
  ));
}
