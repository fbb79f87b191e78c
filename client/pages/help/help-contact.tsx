import { css } from '@emotion/react';
import { paths } from '../../../shared/routes';
import { helpCopy } from '../../../shared/catalogue/help-copy';
import { ContactWays } from '../parts/contact-ways';
import { LinkRow } from '../parts/link-row';

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
    margin-top: 1.25rem;
  }
`;

/** The ways to reach us, where an answer ends or a search finds nothing: phone, WhatsApp, e-mail, support, status. */
export function HelpContact({ heading, text, id }: { heading: string; text: string; id: string }) {
  return (
    <div css={styles} data-testid="help-contact">
      <h2 id={id}>{heading}</h2>
      <p>{text}</p>
      <ContactWays look="list" />
      <LinkRow
        className="more"
        links={[
          { path: paths.support, label: helpCopy.supportLink },
          { path: paths['support-request'], label: helpCopy.supportRequestLink },
        ]}
        status
      />
    </div>
  );
}
