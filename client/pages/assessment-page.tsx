import { css } from '@emotion/react';
import { checkAnswers, validAnswers } from '../../shared/assessment/score';
import { assessmentCopy as copy, assessmentQuestions } from '../../shared/catalogue/assessment';
import { Container, Section } from '../ui/container';
import { PageHero } from '../ui/page-hero';
import { contentMeta, type PageModule, type PageRoute } from '../app/page-types';
import { postedAssessment } from '../state/assessment-slice';
import { AssessmentQuestions } from './assessment/assessment-questions';
import { AssessmentResultPart, assessmentResultPart } from './assessment/result-part';
import { keptResult, useAssessment } from './assessment/use-assessment';

/** The IT self-assessment: questions on NIST CSF 2.0 and POPIA, scored on the page, with a report to keep. */
export const meta = contentMeta((metas) => metas.assessmentMeta);

/**
 * Without the script the questions post here, and the page answers with the result (or the form
 * again, naming what is missing): the answers travel in the body, never in the address.
 */
export const route: PageRoute = {
  search: () => '',
  post(body) {
    const checked = checkAnswers(body);
    if (checked.ok) return { status: 200, preloaded: { assessment: postedAssessment(checked.answers, [], []) } };
    return { status: 400, preloaded: { assessment: postedAssessment(validAnswers(body), checked.unanswered, checked.problems) } };
  },
};

/**
 * A result shown from the start hydrates with the page: one the server drew from a post, or one the
 * tab kept (the page shows it at once, in place of the questions). Elsewhere it comes as the form is used.
 */
export const partsFor: PageModule['partsFor'] = (_match, _search, _config, state) =>
  (state.assessment ? state.assessment.view === 'result' : keptResult()) ? [assessmentResultPart] : [];

const styles = css`
  max-width: 52rem;
  .basis {
    margin: 0 0 2rem;
    font-size: 0.9rem;
    color: var(--fg-muted);
  }
`;

export default function AssessmentPage() {
  const assessment = useAssessment();
  return (
    <>
      <PageHero title={copy.title} intro={copy.intro(assessmentQuestions.length)} />
      <Section>
        <Container css={styles} id="assessment">
          <p className="basis">
            {copy.basis} {copy.privacy}
          </p>
          {assessment.view === 'result' ? (
            <AssessmentResultPart
              answers={assessment.answers}
              pressed={assessment.pressed}
              onChange={assessment.stepped ? assessment.onChangeAnswers : undefined}
            />
          ) : (
            // Radios are the browser's own (uncontrolled), so a choice made before the script ran
            // stays; once it runs they are drawn again, from the answers it restored.
            <AssessmentQuestions key={String(assessment.stepped)} {...assessment} />
          )}
        </Container>
      </Section>
    </>
  );
}
