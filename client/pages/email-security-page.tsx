import { css } from '@emotion/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { emailSecurityCopy as copy } from '../../shared/catalogue/email-security-page-copy';
import {
  askedDomain,
  DKIM_SELECTOR_PARAM,
  EMAIL_CHECK_IDS,
  EMAIL_SECURITY_PARAM,
  emailSecurityQuestion,
} from '../../shared/email-security/result';
import { paths } from '../../shared/routes';
import { contentMeta, type PageModule, type PageRoute } from '../app/page-types';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { answerCleared, selectEmailSecurity } from '../state/email-security-slice';
import { Button } from '../ui/button';
import { Container, Section } from '../ui/container';
import { domainInputProps } from '../ui/domain-input';
import { fieldStyles, FormField, useDescribedControl } from '../ui/form-field';
import { PageHero } from '../ui/page-hero';
import { mq } from '../ui/tokens';
import { EmailFindingsPart, EmailResultPart, emailResultPart, preloadResult } from './email-security/result-part';
import { emailWatchPart } from './email-security/watch-part';
import { streamCheck } from './email-security/stream-check';
import { sameCheck, useLiveInPlace } from './email-security/live-in-place';
import { GenuineEmailInvitation } from './parts/kept-invitations';
import { checkPageStyles } from './parts/check-page-styles';

export const meta = contentMeta((metas) => metas.emailSecurityMeta);

/** The page answers for its `?domain=` (and `&selector=`): made for one request, never kept. */
export const route: PageRoute = {
  search: ({ query }) => {
    const question = emailSecurityQuestion(query);
    return question ? `?${question}` : '';
  },
  perRequest: (search) => search !== '',
};

/** A question's address may show a result, and under it the watch form where the site keeps watches. */
export const partsFor: PageModule['partsFor'] = (_match, search, config) =>
  emailSecurityQuestion(search) ? [emailResultPart, ...(config.emailWatch ? [emailWatchPart] : [])] : [];

/** Where the form's address ends, so the page that comes back opens at the answer. */
const RESULT_ID = 'result';

const styles = css`
  /* The domain, its button beside it on wider screens (the two in line whatever is said under
     them), and under it the hint and any problem, which on a phone come before the button. */
  .domain {
    grid-template-areas: 'label' 'input' 'hint' 'error' 'button';
    column-gap: 0.75rem;
    > label {
      grid-area: label;
    }
    > input {
      grid-area: input;
    }
    > .hint {
      grid-area: hint;
    }
    > .error {
      grid-area: error;
    }
    > button {
      grid-area: button;
      justify-self: start;
      margin-top: 0.4rem;
    }
    ${mq.sm} {
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas: 'label .' 'input button' 'hint hint' 'error error';
      > button {
        margin-top: 0;
      }
    }
  }
  details summary {
    cursor: pointer;
    width: fit-content;
  }
  details > div {
    margin-top: 0.75rem;
    max-width: 20rem;
  }
  .answer h2,
  .answer code {
    overflow-wrap: anywhere;
  }
  .answer h2 {
    margin: 0;
  }
  /* The review form's place, held at the form's height (its fields stack below 640 px) while its
     code comes: the watch form under it, where a visitor may have landed (#watch), stays put. */
  .review-form {
    display: flex;
    flex-direction: column;
    min-height: 44.8321rem;
    ${mq.sm} {
      min-height: 32.8467rem;
    }
    ${mq.md} {
      min-height: 31.4473rem;
    }
    @media (scripting: none) {
      min-height: 0;
    }
  }
  .problem {
    font-weight: 600;
    color: var(--destructive-text);
  }
  .summary {
    font-size: 1.25rem;
    font-weight: 700;
    margin: 0;
  }
  .report {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
  }
  .report p {
    margin: 0;
    color: var(--fg-muted);
  }
`;

/**
 * The domain asked about, the button beside it (so the two line up whatever is said under them),
 * its hint and, for a name that is no domain, the problem under both.
 */
function DomainField({ asked, problem }: { asked: string | undefined; problem: string | undefined }) {
  const { id, control, below } = useDescribedControl({ hint: copy.hint, error: problem });
  return (
    <div css={fieldStyles} className="domain">
      <label htmlFor={id}>{copy.label}</label>
      <input
        {...domainInputProps}
        {...control}
        name={EMAIL_SECURITY_PARAM}
        required
        placeholder={copy.placeholder}
        defaultValue={asked ?? ''}
        key={asked}
      />
      <Button type="submit">{copy.submit}</Button>
      {below}
    </div>
  );
}

/**
 * "Is my e-mail safe?": a GET form, answered in the page's HTML (JavaScript off, or an address
 * shared with an IT person); with JavaScript on, the check runs from the page and each finding
 * shows as it arrives.
 */
export default function EmailSecurityPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { answer: found, running } = useAppSelector(selectEmailSecurity);
  const question = emailSecurityQuestion(search);
  const asked = askedDomain(search);
  const selector = new URLSearchParams(search).get(DKIM_SELECTOR_PARAM)?.trim() || undefined;
  const answer = found && found.asked === question ? found : null;
  const checking = running && running.asked === question ? running : null;

  // A question with no answer yet is asked from here; so is one asked again after a busy or
  // failed answer (answerCleared). Its own progress starts nothing.
  const unanswered = question !== '' && !answer && !checking;
  const stopping = useRef<AbortController>(null);
  // Asking another question, or leaving the page, stops the check that runs.
  useEffect(() => () => stopping.current?.abort(), [question]);
  useEffect(() => {
    if (!unanswered) return;
    stopping.current = new AbortController();
    void streamCheck(question, dispatch, stopping.current.signal);
  }, [question, unanswered, dispatch]);

  // A question asked here brings its answer into view (on a phone it starts below the form), as
  // the form's own address (#result) does without JavaScript.
  const asking = useRef(false);
  useEffect(() => {
    if (!asking.current || !(checking || answer)) return;
    asking.current = false;
    document.getElementById(RESULT_ID)?.scrollIntoView({ block: 'start' });
  }, [checking, answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    asking.current = true;
    const next = emailSecurityQuestion(
      new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>).toString(),
    );
    // The same question again: a busy or failed answer goes, so it is asked anew; a result stands.
    if (next === question && answer && !('result' in answer)) dispatch(answerCleared());
    navigate(`${paths['email-security']}?${next}#${RESULT_ID}`);
  };

  // While "is it live?" is asked again, the result it was asked of stands.
  const standing = found && 'result' in found && sameCheck(found.asked, question) ? found.result : null;
  const result = answer && 'result' in answer ? answer.result : answer ? null : standing;
  const onAnswerSubmit = useLiveInPlace(result?.live?.askedAt);
  return (
    <>
      <PageHero title={copy.title} intro={copy.intro} />
      <Section>
        <Container css={[checkPageStyles, styles]}>
          <form
            method="get"
            action={`${paths['email-security']}#${RESULT_ID}`}
            role="search"
            onSubmit={onSubmit}
            // The answer's code comes as the visitor starts on the form, before the first finding arrives.
            onFocus={() => void preloadResult().catch(() => undefined)}
          >
            <DomainField asked={asked} problem={answer && 'problem' in answer ? answer.problem : undefined} />
            <details open={selector !== undefined}>
              <summary>{copy.selectorLabel}</summary>
              <FormField
                label={copy.selectorField}
                hint={copy.selectorHint}
                name={DKIM_SELECTOR_PARAM}
                type="text"
                autoComplete="off"
                defaultValue={selector ?? ''}
              />
            </details>
            <p className="privacy">{copy.privacy}</p>
          </form>
          <div className="answer" id={RESULT_ID} aria-live="polite" data-testid="email-answer" onSubmit={onAnswerSubmit}>
            {answer && 'busy' in answer && <p className="problem">{copy.busy}</p>}
            {checking && !result && (
              <>
                <h2>{copy.checking(checking.shown ?? asked ?? '')}</h2>
                <p role="status">{copy.progress(checking.findings.length, EMAIL_CHECK_IDS.length)}</p>
                <EmailFindingsPart findings={checking.findings} />
              </>
            )}
            {result && (
              <>
                <h2>{copy.resultHeading(result.shown)}</h2>
                {asked && ![result.domain, result.shown].includes(asked.toLowerCase().replace(/\.$/, '')) && (
                  <p>{copy.checkedDomain(result.shown, asked)}</p>
                )}
                <EmailResultPart result={result} selector={selector} />
              </>
            )}
          </div>
          <GenuineEmailInvitation />
        </Container>
      </Section>
    </>
  );
}
