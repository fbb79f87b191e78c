import { css, keyframes } from '@emotion/react';
import { serviceIcons, serviceIds } from '../../../shared/catalogue/service-ids';
import { Icon } from '../../ui/icons';
import { mq } from '../../ui/tokens';

const float = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(-0.5rem); }
`;

const styles = css`
  display: none;
  ${mq.lg} {
    display: grid;
  }
  position: relative;
  /* Three rows of three square tiles, so a square: its size is set before any tile is read, and a
     browser drawing the page while the rest is on its way draws it whole, not growing row by row. */
  grid-template: repeat(3, 1fr) / repeat(3, 1fr);
  aspect-ratio: 1;
  gap: 1rem;
  padding: 1.5rem;
  border-radius: 1.5rem;
  border: 1px solid var(--border);
  background: color-mix(in srgb, var(--bg-elevated) 80%, transparent);
  box-shadow: var(--shadow);
  &::before {
    content: '';
    position: absolute;
    inset: -2rem;
    z-index: -1;
    border-radius: 2rem;
    background: radial-gradient(closest-side, color-mix(in srgb, var(--primary) 30%, transparent), transparent);
  }
  span {
    display: grid;
    place-items: center;
    aspect-ratio: 1;
    border-radius: 1rem;
    border: 1px solid var(--border);
    background: var(--bg-muted);
    color: var(--primary-strong);
    animation: ${float} 3s ease-in-out infinite alternate;
  }
  span:nth-of-type(2n) {
    animation-delay: -1.5s;
  }
  span:nth-of-type(5) {
    background: var(--primary);
    border-color: var(--primary);
    color: var(--primary-fg);
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

/** Decoration beside the hero text on wide screens: the services' icons as tiles. */
export function HomeHeroVisual() {
  return (
    <div css={styles} aria-hidden="true" data-testid="hero-tiles">
      {serviceIds.slice(0, 9).map((id) => (
        <span key={id}>
          <Icon name={serviceIcons[id]} size={36} />
        </span>
      ))}
    </div>
  );
}
