import { css } from '@emotion/react';
import { useRef } from 'react';
import { callbackCopy, type CallbackTopic } from '../../../shared/catalogue/callback-copy';
import { useMounted } from '../../ui/after-mount';
import { Container, Section } from '../../ui/container';
import { mq } from '../../ui/tokens';
import { useNearViewport } from '../../ui/use-near-viewport';
import { CallbackPlaceholder } from '../../features/callback-form/callback-placeholder';
import { LazyCallbackForm } from '../../features/callback-form/lazy-callback-form';

/*
 * .form-area keeps the form's rendered height (measured in Chromium: 741.7 px at 375 px, 530.3 px
 * from 640 px up, both themes), so the server HTML reserves the space the form fills once it arrives.
 */
const styles = css`
  .grid {
    display: grid;
    gap: 1.5rem;
    & > * {
      min-width: 0;
    }
    ${mq.lg} {
      /* The form's two columns hold a day or a time whole ("Wednesday 30 September") from 1024 px. */
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
      gap: 3rem;
    }
  }
  h2 {
    margin-bottom: 0.75rem;
  }
  .intro {
    margin: 0;
    color: var(--fg-muted);
  }
  .form-area {
    display: flex;
    flex-direction: column;
    min-height: 46.375rem;
    ${mq.sm} {
      min-height: 33.1875rem;
    }
    @media (scripting: none) {
      min-height: 0;
    }
  }
`;

/**
 * "Request a call back" on the contact and support pages: a phone-first buyer leaves a number and
 * a time. The form's code comes when the section nears the viewport, as the consultation form's does.
 */
export function CallbackSection({ topic }: { topic: CallbackTopic }) {
  const formArea = useRef<HTMLDivElement>(null);
  const near = useNearViewport(formArea, true);
  const mounted = useMounted();
  return (
    <Section css={styles} aria-labelledby="callback-heading" id="call-back">
      <Container className="grid">
        <div>
          <h2 id="callback-heading">{callbackCopy.heading}</h2>
          <p className="intro">{callbackCopy.intro}</p>
        </div>
        <div className="form-area" ref={formArea}>
          {mounted && near ? <LazyCallbackForm topic={topic} /> : <CallbackPlaceholder />}
        </div>
      </Container>
    </Section>
  );
}
