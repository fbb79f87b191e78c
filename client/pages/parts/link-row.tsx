import { css } from '@emotion/react';
import { Link } from '../../ui/link';
import { helpCopy } from '../../../shared/catalogue/help-copy';
import type { NavLink } from '../../../shared/routes';
import { usePublicConfig } from '../../app/public-config-context';

/** A row of short items that wraps on a phone: the facts above an article, the links below help. */
export const rowStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-weight: 600;
`;

/**
 * Links to pages of the site in a row, and, with `status` where STATUS_URL is set, the service
 * status page after them.
 */
export function LinkRow({
  links,
  status = false,
  className,
  testId,
}: {
  links: readonly NavLink[];
  status?: boolean;
  className?: string;
  testId?: string;
}) {
  const { statusUrl } = usePublicConfig();
  return (
    <ul css={rowStyles} className={className} data-testid={testId}>
      {links.map((link) => (
        <li key={link.path}>
          <Link to={link.path}>{link.label}</Link>
        </li>
      ))}
      {status && statusUrl && (
        <li>
          <a href={statusUrl} data-testid="status-link">
            {helpCopy.statusLink}
          </a>
        </li>
      )}
    </ul>
  );
}
