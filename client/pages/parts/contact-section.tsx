import { css } from '@emotion/react';
import { useRef } from 'react';
import { orderSentence, type PlanChoice } from '../../../shared/catalogue/plans';
import { contactCopy } from '../../../shared/catalogue/site-copy';
import { useMounted } from '../../ui/after-mount';
import { Container, Section } from '../../ui/container';
import { mq } from '../../ui/tokens';
import { useNearViewport } from '../../ui/use-near-viewport';
import { ContactFormPlaceholder } from '../../features/contact-form/contact-form-placeholder';
import { LazyContactForm } from '../../features/contact-form/lazy-contact-form';
import { ContactWays } from './contact-ways';
import { PlanNotice } from './plan-notice';

/*
 * .form-area keeps the form's rendered height (measured in Chromium at 375 and 1280 px, in both
 * themes), so the server HTML reserves exactly the space the form fills once it arrives.
 */
const styles = css`
  .grid {
    display: grid;
    gap: 2rem;
    & > * {
      min-width: 0;
    }
    ${mq.lg} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
      gap: 3rem;
    }
  }
  /* On narrow screens the form follows the heading (and a plan's notice) at once, and the ways to
     reach us and the next steps come after it; from 1024 px they all stand beside the form. */
  .grid > .details {
    display: contents;
    ${mq.lg} {
      display: flex;
      flex-direction: column;
      gap: 1.75rem;
    }
    .after-form {
      order: 2;
    }
    h2 {
      margin-bottom: 0.75rem;
    }
    p {
      margin: 0;
    }
    .intro {
      color: var(--fg-muted);
    }
  }
  /* Drawn after the form on narrow screens but read before it: a browser drawing the page while the
     rest is on its way (a slow connection) would draw them where the form goes, then move them
     down. They wait until the form's area has been read. */
  .grid:not(:has(> .form-area)) .after-form {
    display: none;
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
    order: 1;
    display: flex;
    flex-direction: column;
    min-height: 55.25rem;
    ${mq.sm} {
      min-height: 43.25rem;
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
 * the viewport, so a visitor who never scrolls down does not download it.
 */
export function ContactSection({
  formWhenNear = false,
  withWays = false,
  plan,
}: {
  formWhenNear?: boolean;
  withWays?: boolean;
  plan?: PlanChoice;
}) {
  const formArea = useRef<HTMLDivElement>(null);
  const near = useNearViewport(formArea, formWhenNear);
  // False on the server and while hydrating, true after: the form is never in server HTML (its captcha needs a script).
  const mounted = useMounted();
  return (
    <Section css={styles} aria-labelledby="contact-section-heading">
      <Container className="grid">
        <div className="details" data-testid="contact-details">
          <div>
            <h2 id="contact-section-heading">{section.heading}</h2>
            <p className="intro">{section.intro}</p>
          </div>
          {plan && <PlanNotice choice={plan} />}
          {withWays && (
            <div className="after-form">
              <h3 className="subheading">{section.waysHeading}</h3>
              <ContactWays look="list" />
            </div>
          )}
          <div className="after-form">
            <h3 className="subheading">{section.next.heading}</h3>
            <ol className="steps">
              {section.next.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        </div>
        <div className="form-area" ref={formArea}>
          {mounted && near ? <LazyContactForm initialMessage={plan && orderSentence(plan)} /> : <ContactFormPlaceholder />}
        </div>
      </Container>
    </Section>
  );
}
