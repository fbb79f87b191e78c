import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { Link } from '../../ui/link';
import { scoreAssessment, type Answers } from '../../../shared/assessment/score';
import {
  ASSESSMENT_REPORT_PATH,
  assessmentCopy as copy,
  assessmentFunctions,
  assessmentQuestions,
} from '../../../shared/catalogue/assessment';
import { servicePath } from '../../../shared/catalogue/service-ids';
import { services } from '../../../shared/catalogue/services';
import { paths } from '../../../shared/routes';
import { Button, ButtonLink } from '../../ui/button';
import { mq } from '../../ui/tokens';
import { LazyReviewForm } from '../../features/assessment-review/lazy-review-form';
import { EmailSecurityInvitation } from '../parts/invitation';
import { FunctionChart } from './function-chart';

const styles = css`
  display: grid;
  gap: 1.5rem;
  h2 {
    margin: 0;
  }
  /* Focus moves here when the result replaces the questions; the heading is not a control. */
  h2:focus {
    outline: none;
  }
  .summary {
    display: grid;
    gap: 1.5rem;
    align-items: center;
    padding: 1.25rem;
    border: 1px solid var(--border);
    border-radius: 1rem;
    background: var(--bg-elevated);
    ${mq.md} {
      grid-template-columns: minmax(12rem, 1fr) minmax(0, 1.6fr);
      padding: 1.75rem;
    }
  }
  .score {
    margin: 0;
    display: flex;
    align-items: baseline;
    gap: 0.5rem;
    strong {
      font-size: 3.5rem;
      line-height: 1;
      color: var(--primary-strong);
    }
  }
  .band {
    margin: 0.5rem 0 0;
    font-size: 1.25rem;
    font-weight: 700;
  }
  .band-text,
  .note {
    margin: 0.5rem 0 0;
    color: var(--fg-muted);
  }
  h3 {
    margin: 0 0 0.75rem;
    font-size: 1.05rem;
  }
  .actions {
    display: grid;
    gap: 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .actions li {
    padding: 1rem 1.25rem;
    border: 1px solid var(--border);
    border-left: 4px solid var(--primary);
    border-radius: 0.75rem;
    background: var(--bg-elevated);
  }
  .actions p {
    margin: 0.35rem 0 0;
  }
  .actions .tag {
    margin: 0;
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--primary-strong);
  }
  .actions .why {
    color: var(--fg-muted);
    font-size: 0.95rem;
  }
  .actions a {
    color: var(--primary-strong);
    font-weight: 600;
  }
  .invitation {
    margin-top: 0;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
  .review {
    display: grid;
    gap: 1rem;
    padding-top: 1rem;
    border-top: 1px solid var(--border);
  }
  .review > p {
    margin: 0;
    color: var(--fg-muted);
  }
`;

const functionName = (id: string) => assessmentFunctions.find((fn) => fn.id === id)?.name ?? id;
const serviceTitle = (id: string) => services.find((service) => service.id === id)?.title ?? id;

/**
 * The result: the score and its band, the picture per function, the largest gaps as actions, the
 * report to download (a form that posts the answers, so it works without JavaScript too) and the
 * form that sends the results for a review. `onChange` (with JavaScript) goes back to the questions;
 * `pressed` says the visitor just asked for it in the browser, where focus moves to it.
 */
export function AssessmentResult({ answers, onChange, pressed }: { answers: Answers; onChange?: () => void; pressed: boolean }) {
  const result = scoreAssessment(answers);
  const heading = useRef<HTMLHeadingElement>(null);
  // Reached by a press in the browser: the result replaces the questions, so focus and the view follow it.
  useEffect(() => {
    if (!pressed) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
    // Once, when the result first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div css={styles} data-testid="assessment-result" data-score={result.score}>
      <h2 ref={heading} tabIndex={-1}>
        {copy.resultTitle}
      </h2>
      <div className="summary">
        <div>
          <p className="score" data-testid="assessment-score">
            <strong>{result.score}</strong> {copy.scoreOf}
          </p>
          <p className="band">{result.band.name}</p>
          <p className="band-text">{result.band.text}</p>
        </div>
        <div>
          <h3>{copy.byFunction}</h3>
          <FunctionChart functions={result.functions} />
        </div>
      </div>
      <div>
        <p className="note">{copy.notAnAudit}</p>
        {result.notSure > 0 && (
          <p className="note" data-testid="assessment-not-sure">
            {copy.notSure}
          </p>
        )}
      </div>
      <section aria-labelledby="assessment-actions">
        <h3 id="assessment-actions">{copy.actionsTitle}</h3>
        {result.actions.length === 0 ? (
          <p>{copy.noActions}</p>
        ) : (
          <ol className="actions" data-testid="assessment-actions">
            {result.actions.map((question) => (
              <li key={question.id} data-question={question.id}>
                <p className="tag">{functionName(question.function)}</p>
                <p>
                  <strong>{copy.thisWeek}:</strong> {question.action}
                </p>
                <p className="why">{question.why}</p>
                <p>
                  {copy.howWeHelp}: <Link to={servicePath(question.service)}>{serviceTitle(question.service)}</Link>
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <EmailSecurityInvitation />
      <form className="tools" method="post" action={ASSESSMENT_REPORT_PATH}>
        {assessmentQuestions.map((question) => (
          <input key={question.id} type="hidden" name={question.id} value={answers[question.id] ?? ''} />
        ))}
        <Button type="submit">{copy.report}</Button>
        {onChange ? (
          <Button type="button" variant="outline" onClick={onChange}>
            {copy.change}
          </Button>
        ) : (
          <ButtonLink to={paths.assessment} variant="outline" reloadDocument>
            {copy.startAgain}
          </ButtonLink>
        )}
      </form>
      <section className="review" aria-labelledby="assessment-review">
        <h3 id="assessment-review">{copy.reviewTitle}</h3>
        <p>{copy.reviewIntro}</p>
        <LazyReviewForm answers={answers} />
      </section>
    </div>
  );
}
