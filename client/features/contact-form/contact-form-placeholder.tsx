import { css } from '@emotion/react';
import { company } from '../../../shared/catalogue/company';
import { contactCopy } from '../../../shared/catalogue/site-copy';
import { buttonStyles } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { mq } from '../../ui/tokens';

/*
 * Every style lives on the wrapper, outside <noscript>: Emotion writes a style the first time it is
 * used, and one written inside <noscript> would be lost to browsers that run scripts.
 */
const styles = css`
  flex: 1;
  display: flex;
  flex-direction: column;
  .loading {
    flex: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.75rem;
    border: 1px solid var(--border);
    border-radius: 1rem;
    background: var(--bg-elevated);
    color: var(--fg-muted);
    @media (scripting: none) {
      display: none;
    }
  }
  .without-script {
    padding: 1rem;
    ${mq.sm} {
      padding: 1.5rem;
    }
    border: 1px solid var(--border);
    border-radius: 1rem;
    background: var(--bg-elevated);
  }
  .without-script :is(h2, h3) {
    font-size: 1.2rem;
  }
  .without-script p {
    color: var(--fg-muted);
  }
  .without-script ul {
    display: grid;
    gap: 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .without-script a {
    ${css(buttonStyles('outline'))}
    width: 100%;
    justify-content: flex-start;
  }
  .without-script svg {
    flex: none;
  }
`;

const { noScript } = contactCopy;

/**
 * What stands in the consultation form's place until its code arrives: a framed card saying it is
 * loading, never a blank; and, in a browser that runs no JavaScript (the form's captcha needs it),
 * the phone, WhatsApp and email links instead.
 */
export function ContactFormPlaceholder({ heading: Heading = 'h3' }: { heading?: 'h2' | 'h3' }) {
  return (
    <div css={styles}>
      <div className="loading" data-testid="contact-form-loading">
        <Spinner />
        {contactCopy.formLoading}
      </div>
      <noscript>
        <div className="without-script" data-testid="contact-form-noscript">
          <Heading>{noScript.heading}</Heading>
          <p>{noScript.text}</p>
          <ul>
            <li>
              <a href={company.phone.href}>
                <Icon name="phone" size={18} />
                {noScript.labels.phone} <span className="phone-number">{company.phone.display}</span>
              </a>
            </li>
            <li>
              <a href={company.whatsapp.href} rel="noopener noreferrer">
                <Icon name="message" size={18} />
                {noScript.labels.whatsapp} <span className="phone-number">{company.whatsapp.display}</span>
              </a>
            </li>
            <li>
              <a href={company.email.href}>
                <Icon name="mail" size={18} />
                {noScript.labels.email} {company.email.display}
              </a>
            </li>
          </ul>
        </div>
      </noscript>
    </div>
  );
}
