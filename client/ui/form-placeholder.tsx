import { css } from '@emotion/react';
import { company } from '../../shared/catalogue/company';
import { buttonStyles } from './button';
import { Icon, type IconName } from './icons';
import { Spinner } from './spinner';
import { mq } from './tokens';

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

type Way = 'phone' | 'whatsapp' | 'email';

const WAYS: Record<Way, { icon: IconName; href: string; display: string; number: boolean }> = {
  phone: { icon: 'phone', href: company.phone.href, display: company.phone.display, number: true },
  whatsapp: { icon: 'message', href: company.whatsapp.href, display: company.whatsapp.display, number: true },
  email: { icon: 'mail', href: company.email.href, display: company.email.display, number: false },
};

export interface FormPlaceholderProps {
  /** The form's test id: its parts are `<testId>-loading` and `<testId>-noscript`. */
  testId: string;
  loading: string;
  noScript: { heading: string; text: string; labels: Partial<Record<Way, string>> };
  heading?: 'h2' | 'h3';
}

/**
 * What stands in a form's place until its code arrives: a framed card saying it is loading, never
 * a blank; and, in a browser that runs no JavaScript (the form's captcha needs it), links to reach
 * us directly instead (each way the copy labels: phone, WhatsApp, email).
 */
export function FormPlaceholder({ testId, loading, noScript, heading: Heading = 'h3' }: FormPlaceholderProps) {
  const ways = (Object.keys(WAYS) as Way[]).filter((way) => noScript.labels[way]);
  return (
    <div css={styles}>
      <div className="loading" data-testid={`${testId}-loading`}>
        <Spinner />
        {loading}
      </div>
      <noscript>
        <div className="without-script" data-testid={`${testId}-noscript`}>
          <Heading>{noScript.heading}</Heading>
          <p>{noScript.text}</p>
          <ul>
            {ways.map((way) => (
              <li key={way}>
                <a href={WAYS[way].href} {...(way === 'whatsapp' ? { rel: 'noopener noreferrer' } : {})}>
                  <Icon name={WAYS[way].icon} size={18} />
                  {noScript.labels[way]}{' '}
                  {WAYS[way].number ? <span className="phone-number">{WAYS[way].display}</span> : WAYS[way].display}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </noscript>
    </div>
  );
}
