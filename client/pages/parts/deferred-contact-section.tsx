import { css } from '@emotion/react';
import { AfterMount } from '../../ui/after-mount';
import { mq } from '../../ui/tokens';
import { Container, Section } from '../../ui/container';
import { ContactFormPlaceholder } from '../../features/contact-form/contact-form-placeholder';
import { ContactSection } from './contact-section';

/*
 * The height the contact section takes at each width, measured in Chromium: the form area's own
 * reserved height plus the section's padding, and below 1024 px the heading above it and the
 * next steps below it. If the section grows, raise these: test/e2e/content.test.ts measures the layout shift.
 */
const reserve = css`
  display: flex;
  flex-direction: column;
  & > section {
    flex: 1;
    display: flex;
    flex-direction: column;
  }
  /* Stretched to the reserved height, and still the section's two-column grid. */
  & > section > .container {
    flex: 1;
  }
  min-height: 93.75rem;
  ${mq.sm} {
    min-height: 75.25rem;
  }
  ${mq.md} {
    min-height: 70.75rem;
  }
  ${mq.lg} {
    min-height: 50.75rem;
  }
  /* Without JavaScript the section never arrives: the frame holds only how to reach us instead. */
  @media (scripting: none) {
    min-height: 0;
  }
`;

/**
 * The home page's contact section arrives once the page has mounted, into space reserved
 * for it; its form's code follows when the section comes near the viewport.
 */
export function DeferredContactSection() {
  return (
    <AfterMount id="consultation" reserve={reserve} fallback={<ConsultationPlaceholder />}>
      <ContactSection formWhenNear />
    </AfterMount>
  );
}

/** Until the section arrives: a loading card in its space, or, with JavaScript off, the other ways to reach us. */
function ConsultationPlaceholder() {
  return (
    <Section>
      <Container>
        <ContactFormPlaceholder heading="h2" />
      </Container>
    </Section>
  );
}
