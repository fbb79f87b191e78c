import { css } from '@emotion/react';
import { helpCopy } from '../../../shared/catalogue/help-copy';
import { paths } from '../../../shared/routes';
import { usePublicConfig } from '../../app/public-config-context';
import { ContactWays } from '../parts/contact-ways';
import { Link } from 'react-router-dom';

const styles = css`
  padding: 1.5rem;
  border: 1px solid var(--border);
  border-radius: 0.9rem;
  background: var(--bg-muted);
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.5rem;
  }
  > p {
    margin: 0 0 1.25rem;
    color: var(--fg-muted);
  }
  .more {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
    margin: 1.25rem 0 0;
    padding: 0;
    list-style: none;
    font-weight: 600;
  }
`;

/** The ways to reach us, where an answer ends or a search finds nothing: phone, WhatsApp, e-mail, support, status. */
export function HelpContact({ heading, text, id }: { heading: string; text: string; id: string }) {
  const { statusUrl } = usePublicConfig();
  return (
    <div css={styles} data-testid="help-contact">
      <h2 id={id}>{heading}</h2>
      <p>{text}</p>
      <ContactWays look="list" />
      <ul className="more">
        <li>
          <Link to={paths.support}>Technical Support</Link>
        </li>
        {statusUrl && (
          <li>
            <a href={statusUrl} data-testid="status-link">
              {helpCopy.statusLink}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
