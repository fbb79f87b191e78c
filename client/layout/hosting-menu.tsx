import { css } from '@emotion/react';
import { hostingNav } from '../../shared/routes';
import { Icon } from '../ui/icons';
import { hostingMenuToggled, selectHostingMenuOpen } from '../state/menu-slice';
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
    padding: 0.5rem 0.75rem;
    border-radius: 0.5rem;
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

export function HostingMenu() {
  const { open, ref, onToggle, onKeyDown } = useDisclosure(selectHostingMenuOpen, hostingMenuToggled);

  return (
    <details ref={ref} open={open} onToggle={onToggle} onKeyDown={onKeyDown} css={styles} data-testid="hosting-menu">
      <summary aria-controls="hosting-menu-list">
        Hosting
        <Icon name="chevronDown" size={16} />
      </summary>
      <ul id="hosting-menu-list" aria-label="Hosting">
        <NavItems links={hostingNav} />
      </ul>
    </details>
  );
}
