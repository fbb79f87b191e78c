import { css } from '@emotion/react';
import { legalDocumentUrl } from '../../shared/catalogue/legal-document-ids';
import { contactCopy } from '../../shared/catalogue/site-copy';

const styles = css`
  margin: 0;
  font-size: 0.875rem;
  color: var(--fg-muted);
  a {
    color: var(--primary-strong);
  }
`;

const notice = contactCopy.privacyNotice;

/**
 * The POPIA notice every form that collects personal information shows, with its link to the
 * privacy policy; `text` says what a form's details are used for where it differs from the others'.
 */
export function PrivacyNotice({ className, text = notice.beforeLink }: { className?: string; text?: string }) {
  return (
    <p css={styles} className={className} data-testid="privacy-notice">
      {text}
      <a href={legalDocumentUrl('privacy-policy')} type="application/pdf">
        {notice.linkText}
      </a>
      {notice.afterLink}
    </p>
  );
}
