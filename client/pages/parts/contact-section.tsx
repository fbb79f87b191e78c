import { css } from '@emotion/react';
import { useRef, type ReactNode } from 'react';
import { contactCopy } from '../../../shared/catalogue/site-copy';
import { useMounted } from '../../ui/after-mount';
import { Container, Section } from '../../ui/container';
import { mq } from '../../ui/tokens';
import { useNearViewport } from '../../ui/use-near-viewport';
import { ContactFormPlaceholder } from '../../features/contact-form/contact-form-placeholder';
import { LazyContactForm, LazyOrderContactForm } from '../../features/contact-form/lazy-contact-form';
import { KeptContactWays } from './kept-contact-ways';

/*
 * .form-area keeps the form's rendered height (measured in Chromium at 375 and 1280 px, in both
 * themes), so the server HTML reserves exactly the space the form fills once it arrives.
 */
const styles = css`
  /* Read in the order it is drawn on narrow screens: the heading (and a plan's notice), the form,
     then the ways to reach us and the next steps. From 1024 px the form stands beside the rest. */
  .grid {
    display: grid;
    gap: 2rem;
    & > * {
      min-width: 0;
    }
    ${mq.lg} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
      grid-template-rows: auto 1fr;
      gap: 1.75rem 3rem;
    }
  }
  .lead,
  .after {
    display: flex;
    flex-direction: column;
    gap: 2rem;
    ${mq.lg} {
      grid-column: 1;
      gap: 1.75rem;
    }
    p {
      margin: 0;
    }
  }
  .after {
    ${mq.lg} {
      grid-row: 2;
    }
  }
  .lead h2 {
    margin-bottom: 0.75rem;
  }
  .intro {
    color: var(--fg-muted);
  }
  .subheading {
    font-size: 1.1rem;
    margin: 0 0 1rem;
  }
  .steps {
    display: grid;
    gap: 0.9rem;
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: step;
    li {
      display: flex;
      gap: 0.85rem;
      align-items: baseline;
      color: var(--fg-muted);
      counter-increment: step;
    }
    li::before {
      content: counter(step);
      flex: none;
      display: inline-grid;
      place-items: center;
      width: 1.75rem;
      height: 1.75rem;
      border-radius: 999px;
      background: var(--primary-soft);
      color: var(--primary-strong);
      font-weight: 700;
      font-size: 0.9rem;
    }
  }
  .form-area {
    display: flex;
    flex-direction: column;
    /* At least the form's height once it arrives (949 px at 320 px wide, 713 px from 640 px), so nothing below it moves then. */
    min-height: 59.5rem;
    ${mq.sm} {
      min-height: 44.75rem;
    }
    ${mq.lg} {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
    @media (scripting: none) {
      min-height: 0;
    }
  }
`;

const { section } = contactCopy;

/**
 * The consultation section of the home and contact pages, one layout for both: what happens
 * after a message beside the form, and on the contact page the ways to reach us directly (the
 * home page shows them in its Get In Touch block just above, so each fact appears once there).
 * With `formWhenNear` (the home page) the form's code is fetched only once the section comes near
 * the viewport, so a visitor who never scrolls down does not download it. On the contact page,
 * `planId` (its `?plan=`) begins the form's message with that plan's order, and `notice` (the
 * plan's notice) stands under the heading.
 */
export function ContactSection({
  formWhenNear = false,
  withWays = false,
  planId,
  notice,
}: {
  formWhenNear?: boolean;
  withWays?: boolean;
  planId?: string;
  notice?: ReactNode;
}) {
  const formArea = useRef<HTMLDivElement>(null);
  const near = useNearViewport(formArea, formWhenNear);
  // False on the server and while hydrating, true after: the form is never in server HTML (its captcha needs a script).
  const mounted = useMounted();
  return (
    <Section css={styles} aria-labelledby="contact-section-heading">
      <Container className="grid">
        <div className="lead" data-testid="contact-details">
          <div>
            <h2 id="contact-section-heading">{section.heading}</h2>
            <p className="intro">{section.intro}</p>
          </div>
          {notice}
        </div>
        <div className="form-area" ref={formArea}>
          {!mounted || !near ? (
            <ContactFormPlaceholder />
          ) : planId === undefined ? (
            <LazyContactForm />
          ) : (
            <LazyOrderContactForm planId={planId} />
          )}
        </div>
        <div className="after" data-testid="contact-details">
          {withWays && (
            <div>
              <h3 className="subheading">{section.waysHeading}</h3>
              <KeptContactWays look="list" />
            </div>
          )}
          <div>
            <h3 className="subheading">{section.next.heading}</h3>
            <ol className="steps">
              {section.next.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        </div>
      </Container>
    </Section>
  );
}
