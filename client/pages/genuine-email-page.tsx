import { css } from '@emotion/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { genuineEmailPageCopy as copy } from '../../shared/catalogue/genuine-email-page-copy';
import { GENUINE_EMAIL_FIELDS as fields, SUPPLIER_FIELD_ID } from '../../shared/genuine-email/answer';
import { paths } from '../../shared/routes';
import { pagePart } from '../app/page-part';
import { contentMeta } from '../app/page-types';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { rateLimitedMessage } from '../lib/rate-limited';
import { formChanged, selectGenuineEmail } from '../state/genuine-email-slice';
import { Button } from '../ui/button';
import { Container, Section } from '../ui/container';
import { fieldStyles, FormField, useDescribedControl } from '../ui/form-field';
import { PageHero } from '../ui/page-hero';
import { mq } from '../ui/tokens';
import { ForwardToCheck } from './genuine-email/forward-to-check';
import { GetMessageSteps } from './genuine-email/get-message-steps';
import { sendMessage } from './genuine-email/send-message';
import { EmailSecurityInvitation } from './parts/kept-invitations';
import { checkPageStyles } from './parts/check-page-styles';

export const meta = contentMeta((metas) => metas.genuineEmailMeta);

/**
 * The verdict and its words have a chunk of their own: a page without an answer (every page but one
 * posted without JavaScript) hydrates without them, and the form's first touch brings them.
 */
const { Component: Verdict, part: verdictPart } = pagePart('genuine-verdict', () =>
  import(/* webpackChunkName: "genuine-verdict" */ './genuine-email/verdict-view').then((module) => module.VerdictView),
);
const verdictSoon = () => void verdictPart.load().catch(() => undefined);

/** Where the form's answer starts, so the page posted without JavaScript opens at it. */
const ANSWER_ID = 'answer';
/** The form, posted again from the answer for its printable summary. */
const FORM_ID = 'genuine-email-form';

const styles = css`
  /* The file control is its own drop target: browsers take a file dropped on it, script or none. */
  input[type='file'] {
    min-height: 5.5rem;
    padding: 1.25rem 1rem;
    border-style: dashed;
    border-width: 2px;
    background: var(--bg-muted);
    cursor: pointer;
  }
  textarea {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9rem;
  }
  button[type='submit'] {
    justify-self: start;
  }
  .answer {
    scroll-margin-top: 5rem;
  }
  /* A phone cannot give the message: said before the form, where a phone's visitor starts. */
  .phone-first {
    margin: 0 0 1.25rem;
    padding: 0.75rem 1rem;
    border-left: 4px solid var(--primary);
    background: var(--bg-muted);
    border-radius: 0.5rem;
    ${mq.md} {
      display: none;
    }
  }
  .problem {
    font-weight: 600;
    color: var(--destructive-text);
    margin: 0;
  }
`;

/** The saved message: a file chosen, or dropped on the control. */
function FileField() {
  const { id, control, below } = useDescribedControl({ hint: copy.fileHint });
  return (
    <div css={fieldStyles}>
      <label htmlFor={id}>{copy.fileLabel}</label>
      <input {...control} type="file" name={fields.file} accept=".eml,.msg,message/rfc822,application/vnd.ms-outlook,.txt" />
      {below}
    </div>
  );
}

/**
 * "Is this e-mail genuine?": a multipart form posted to the page itself (answered in the page's
 * HTML without JavaScript), or, with JavaScript on, to POST /api/genuine-email, its answer shown in
 * place. Below it, the check address where the site has one, and how to get the message out of
 * each mail program.
 */
export default function GenuineEmailPage() {
  const dispatch = useAppDispatch();
  const { answer, reading, given, supplier } = useAppSelector(selectGenuineEmail);
  const asked = useRef(false);

  useEffect(() => {
    if (!asked.current || !answer) return;
    asked.current = false;
    document.getElementById(ANSWER_ID)?.scrollIntoView({ block: 'start' });
  }, [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The summary's button posts the form to its own address, natively: the answer is a download.
    if ((event.nativeEvent as SubmitEvent).submitter?.hasAttribute('formaction')) return;
    event.preventDefault();
    if (reading) return;
    asked.current = true;
    void sendMessage(event.currentTarget, dispatch);
  };

  // One answer at a time: another file, paste or supplier takes the old answer (and its summary) away.
  const onChange = () => {
    if (answer || reading) dispatch(formChanged());
  };

  return (
    <>
      <PageHero title={copy.title} intro={copy.intro} />
      <Section>
        <Container css={[checkPageStyles, styles]}>
          <p className="phone-first" data-testid="genuine-phone-first">
            {copy.phone}
          </p>
          <form
            id={FORM_ID}
            method="post"
            action={`${paths['genuine-email']}#${ANSWER_ID}`}
            encType="multipart/form-data"
            onSubmit={onSubmit}
            onChange={onChange}
            onFocus={verdictSoon}
          >
            <FileField />
            <FormField
              multiline
              label={copy.pastedLabel}
              hint={copy.pastedHint}
              name={fields.pasted}
              rows={6}
              spellCheck={false}
            />
            <FormField
              label={copy.supplierLabel}
              hint={copy.supplierHint}
              name={fields.supplier}
              id={SUPPLIER_FIELD_ID}
              defaultValue={supplier}
              type="text"
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
            <Button type="submit" disabled={reading}>
              {reading ? copy.checking : copy.submit}
            </Button>
            <p className="privacy">{copy.privacy}</p>
          </form>
          <div className="answer" id={ANSWER_ID} aria-live="polite" data-testid="genuine-answer">
            {reading && <p role="status">{copy.checking}</p>}
            {answer && 'result' in answer && <Verdict result={answer.result} form={FORM_ID} />}
            {answer && 'refused' in answer && <p className="problem">{copy.refusal(answer.refused, given)}</p>}
            {answer && 'failed' in answer && (
              <p className="problem">
                {answer.failed === 'limited' ? rateLimitedMessage(answer).description : copy[answer.failed]}
              </p>
            )}
          </div>
          <ForwardToCheck />
          <GetMessageSteps />
          <EmailSecurityInvitation />
        </Container>
      </Section>
    </>
  );
}
