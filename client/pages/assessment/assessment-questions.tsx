import { css } from '@emotion/react';
import { Fragment, type FormEvent, type RefObject } from 'react';
import type { Answers } from '../../../shared/assessment/score';
import {
  answerChoices,
  assessmentCopy as copy,
  assessmentFunctions,
  assessmentQuestions,
  type AssessmentQuestion,
} from '../../../shared/catalogue/assessment';
import { emailSecurityInvitation } from '../../../shared/catalogue/email-security-invitation';
import { paths } from '../../../shared/routes';
import { Button } from '../../ui/button';
import { mq } from '../../ui/tokens';
import { EmailSecurityInvitation } from '../parts/invitation';
import { preloadResult } from './result-part';

const styles = css`
  display: grid;
  gap: 2rem;
  .step {
    display: grid;
    gap: 1rem;
  }
  .step-heading {
    display: grid;
    gap: 0.25rem;
  }
  .step-heading h2 {
    margin: 0;
  }
  /* Focus moves to a step's heading when it shows; the heading is not a control. */
  .step-heading h2:focus {
    outline: none;
  }
  .step-heading p {
    margin: 0;
    color: var(--fg-muted);
  }
  .progress {
    font-weight: 600;
    color: var(--primary-strong);
  }
  .bar {
    appearance: none;
    width: 100%;
    height: 0.4rem;
    border: 0;
    border-radius: 999px;
    background: var(--bg-muted);
    color: var(--primary);
    overflow: hidden;
  }
  .bar::-webkit-progress-bar {
    background: var(--bg-muted);
  }
  .bar::-webkit-progress-value {
    background: var(--primary);
  }
  .bar::-moz-progress-bar {
    background: var(--primary);
  }
  .question {
    margin: 0;
    padding: 1rem;
    border: 1px solid var(--border);
    border-radius: 0.75rem;
    background: var(--bg-elevated);
    ${mq.sm} {
      padding: 1.25rem;
    }
  }
  .question[aria-invalid='true'] {
    border-color: var(--destructive);
  }
  legend {
    float: left;
    width: 100%;
    padding: 0;
    font-weight: 600;
    line-height: 1.45;
  }
  .why {
    clear: both;
    margin: 0;
    padding-top: 0.35rem;
    font-size: 0.9rem;
    color: var(--fg-muted);
  }
  .law {
    font-weight: 600;
    color: var(--fg);
  }
  .choices {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.5rem;
    margin-top: 0.85rem;
    ${mq.sm} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  .choices label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    padding: 0.4rem 0.75rem;
    border: 1px solid var(--border);
    border-radius: 0.6rem;
    cursor: pointer;
  }
  .choices label:has(input:checked) {
    border-color: var(--primary);
    background: var(--primary-soft);
  }
  .choices input {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
    accent-color: var(--primary);
  }
  .choices input:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  .error {
    margin: 0.6rem 0 0;
    font-size: 0.875rem;
    font-weight: 600;
    color: var(--destructive-text);
  }
  .summary {
    margin: 0;
    padding: 0.75rem 1rem;
    border: 1px solid var(--destructive);
    border-radius: 0.75rem;
    font-weight: 600;
    color: var(--destructive-text);
  }
  .summary ul {
    margin: 0.35rem 0 0;
    padding-left: 1.25rem;
    font-weight: 400;
  }
  .summary a {
    color: inherit;
  }
  .invitation {
    margin-top: 0;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    justify-content: space-between;
  }
  .buttons .forward {
    margin-left: auto;
  }
`;

interface QuestionsProps {
  answers: Answers;
  step: number;
  /** With the script: one function at a time. Without: every question and one send. */
  stepped: boolean;
  unanswered: readonly string[];
  problems: readonly string[];
  form: RefObject<HTMLFormElement | null>;
  onAnswer(event: FormEvent<HTMLFormElement>): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onBack(): void;
}

const numberOf = new Map(assessmentQuestions.map((question, at) => [question.id, at + 1]));

/** The last question about e-mail in each function: the e-mail check is offered after it. */
const emailCheckAfter = new Set(
  assessmentFunctions.map(
    (fn) =>
      assessmentQuestions.filter((q) => q.function === fn.id && emailSecurityInvitation.questions.includes(q.id)).at(-1)?.id,
  ),
);

function Question({ question, answer, missing }: { question: AssessmentQuestion; answer?: string; missing: boolean }) {
  const id = `question-${question.id}`;
  return (
    <fieldset
      className="question"
      id={id}
      aria-describedby={`${id}-why${missing ? ` ${id}-error` : ''}`}
      aria-invalid={missing || undefined}
      data-question={question.id}
    >
      <legend>
        {numberOf.get(question.id)}. {question.text}
      </legend>
      <p className="why" id={`${id}-why`}>
        {question.law && <span className="law">{question.law}: </span>}
        {question.why}
      </p>
      <div className="choices">
        {answerChoices.map((choice) => (
          <label key={choice.id}>
            <input type="radio" name={question.id} value={choice.id} defaultChecked={answer === choice.id} />
            {choice.label}
          </label>
        ))}
      </div>
      {missing && (
        <p className="error" id={`${id}-error`}>
          {copy.choose}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The questions as one form that posts to the page (every function's questions without the
 * script), or one function at a time with its progress, Back and Next once the script runs.
 */
export function AssessmentQuestions({
  answers,
  step,
  stepped,
  unanswered,
  problems,
  form,
  onAnswer,
  onSubmit,
  onBack,
}: QuestionsProps) {
  const shown = stepped ? [assessmentFunctions[step]] : assessmentFunctions;
  const last = !stepped || step === assessmentFunctions.length - 1;
  const missingHere = unanswered.filter((id) =>
    shown.some((fn) => fn.id === assessmentQuestions.find((q) => q.id === id)?.function),
  );
  return (
    <form
      ref={form}
      css={styles}
      method="post"
      action={`${paths.assessment}#assessment`}
      noValidate
      onChange={onAnswer}
      onFocus={preloadResult}
      onSubmit={onSubmit}
      data-testid="assessment-form"
      data-step={stepped ? step + 1 : undefined}
    >
      {(problems.length > 0 || missingHere.length > 0) && (
        <div className="summary" role="alert" data-testid="assessment-unanswered">
          {problems.length > 0 ? copy.problem : copy.unanswered(missingHere.length)}
          {missingHere.length > 0 && (
            <ul>
              {missingHere.map((id) => (
                <li key={id}>
                  <a href={`#question-${id}`}>
                    {numberOf.get(id)}. {assessmentQuestions.find((q) => q.id === id)?.text}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {shown.map((fn, at) => (
        <section className="step" key={fn.id} aria-labelledby={`step-${fn.id}`} data-function={fn.id}>
          <div className="step-heading">
            {stepped && (
              <>
                <p className="progress">{copy.step(step + 1, assessmentFunctions.length)}</p>
                <progress className="bar" aria-hidden="true" value={step + 1} max={assessmentFunctions.length} />
              </>
            )}
            <h2 id={`step-${fn.id}`} tabIndex={-1} data-step-heading="">
              {stepped ? fn.name : `${at + 1}. ${fn.name}`}
            </h2>
            <p>{fn.about}</p>
          </div>
          {assessmentQuestions
            .filter((question) => question.function === fn.id)
            .map((question) => (
              <Fragment key={question.id}>
                <Question question={question} answer={answers[question.id]} missing={unanswered.includes(question.id)} />
                {emailCheckAfter.has(question.id) && <EmailSecurityInvitation />}
              </Fragment>
            ))}
        </section>
      ))}
      <div className="buttons">
        {stepped && step > 0 && (
          <Button type="button" variant="outline" onClick={onBack}>
            {copy.back}
          </Button>
        )}
        <Button type="submit" size="lg" className="forward">
          {last ? copy.submit : copy.next}
        </Button>
      </div>
    </form>
  );
}
