import { css } from '@emotion/react';
import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import { company } from '../../../shared/catalogue/company';
import { orderSentence, type PlanChoice } from '../../../shared/catalogue/plans';
import { contactCopy } from '../../../shared/catalogue/site-copy';
import { retryImport } from '../../lib/captcha/retry-import';
import { Container, Section } from '../../ui/container';
import { mq } from '../../ui/tokens';
import { useNearViewport } from '../../ui/use-near-viewport';
import { ContactFormPlaceholder } from './contact-form-placeholder';
import { ContactFormUnavailable } from './contact-form-unavailable';
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
      grid-template-columns: 1fr 1.4fr;
    }
  }
  .form-area {
    display: flex;
    flex-direction: column;
    min-height: 51.5rem;
    ${mq.sm} {
      min-height: 39.5rem;
    }
    @media (scripting: none) {
      min-height: 0;
    }
  }
`;

// The form, yup and the captcha come in their own chunk, after the page is on screen.
const ContactForm = lazy(() =>
  retryImport(() => import(/* webpackChunkName: "contact-form" */ '../../features/contact-form/contact-form')).then(
    ({ ContactForm: Form }) => ({ default: Form }),
    (error: unknown) => {
      console.error('The contact form could not be loaded', error);
      return { default: ContactFormUnavailable };
    },
  ),
);

const subscribe = () => () => undefined;

/**
 * The consultation section of the home and contact pages: contact details beside the form. With
 * `formWhenNear` (the home page) the form's code is fetched only once the section comes near the
 * viewport, so a visitor who never scrolls down does not download it.
 */
export function ContactSection({ formWhenNear = false, plan }: { formWhenNear?: boolean; plan?: PlanChoice }) {
  const formArea = useRef<HTMLDivElement>(null);
  const near = useNearViewport(formArea, formWhenNear);
  // False on the server and while hydrating, true after: the form is never in server HTML (§2).
  const mounted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <Section css={styles} aria-labelledby="contact-section-heading">
      <Container className="grid">
        <div>
          <h2 id="contact-section-heading">{contactCopy.section.heading}</h2>
          <p>{contactCopy.section.intro}</p>
          <p>
            <a href={company.phone.href}>{company.phone.display}</a>
            <br />
            <a href={company.email.href}>{company.email.display}</a>
          </p>
          {plan && <PlanNotice choice={plan} />}
        </div>
        <div className="form-area" ref={formArea}>
          {mounted && near ? (
            <Suspense fallback={<ContactFormPlaceholder />}>
              <ContactForm initialMessage={plan && orderSentence(plan)} />
            </Suspense>
          ) : (
            <ContactFormPlaceholder />
          )}
        </div>
      </Container>
    </Section>
  );
}
