import { css } from '@emotion/react';
import { Link } from './link';
import { Icon } from './icons';

const styles = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  margin-bottom: 1.5rem;
  font-weight: 600;
  text-decoration: none;
  svg {
    transform: rotate(180deg);
  }
  &:hover {
    text-decoration: underline;
  }
`;

/** The link above a detail page's title back to the page that lists it ('Back to Services'). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} css={styles}>
      <Icon name="arrowRight" size={16} />
      {label}
    </Link>
  );
}
