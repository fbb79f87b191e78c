import { useEffect, useRef, type FormEvent } from 'react';
import { isAnswerId, type Answers } from '../../../shared/assessment/score';
import { assessmentFunctions, assessmentQuestions } from '../../../shared/catalogue/assessment';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  answerChosen,
  answersReopened,
  assessmentStepped,
  resultShown,
  selectAssessment,
  stepShown,
  unansweredFound,
  type AssessmentState,
} from '../../state/assessment-slice';
import { preloadResult } from './result-part';

/** Kept for the tab's life only (session storage): a reload keeps the answers, closing the tab forgets them. */
const STORAGE_KEY = 'it-assessment';

type Saved = Pick<AssessmentState, 'answers' | 'view' | 'step'>;

const onlyAnswers = (entries: Iterable<[string, unknown]>): Answers =>
  Object.fromEntries([...entries].flatMap(([id, answer]) => (isAnswerId(answer) ? [[id, answer]] : [])));

function readSaved(): Partial<Saved> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Record<keyof Saved, unknown>> | null;
    if (!saved || typeof saved.answers !== 'object' || saved.answers === null) return {};
    return {
      answers: onlyAnswers(Object.entries(saved.answers)),
      view: saved.view === 'result' ? 'result' : 'questions',
      step: Number.isInteger(saved.step) ? Math.min(Math.max(Number(saved.step), 0), assessmentFunctions.length - 1) : 0,
    };
  } catch {
    return {};
  }
}

/** The tab kept a result from an earlier load (never on the server): the page shows it as soon as its script runs. */
export const keptResult = (): boolean => readSaved().view === 'result';

const stepOf = (questionId: string) =>
  assessmentFunctions.findIndex((fn) => fn.id === assessmentQuestions.find((q) => q.id === questionId)?.function);

/**
 * The self-assessment's page state (state/assessment-slice.ts). On the server and until the script
 * runs it is one form of every question, which posts to the page (the server scores it). Once the
 * script runs it goes a function at a time: Next checks the step's questions and names and focuses
 * the first unanswered; the last step shows the result, scored here by the same module.
 */
export function useAssessment() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectAssessment);
  const form = useRef<HTMLFormElement>(null);
  const posted = useRef(state.view === 'result' || state.unanswered.length > 0 || state.problems.length > 0);

  useEffect(() => {
    const saved = posted.current ? {} : readSaved();
    const chosen = form.current ? onlyAnswers(new FormData(form.current) as unknown as Iterable<[string, unknown]>) : {};
    dispatch(assessmentStepped({ ...saved, answers: { ...saved.answers, ...chosen } }));
  }, [dispatch]);

  const { answers, view, step, stepped } = state;
  useEffect(() => {
    if (!stepped) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ answers, view, step } satisfies Saved));
    } catch {
      // Storage full or refused (a private window): the answers stay on the page only.
    }
  }, [stepped, answers, view, step]);

  const focusLater = (selector: string) =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(selector)?.focus());

  const onAnswer = (event: FormEvent<HTMLFormElement>) => {
    void preloadResult();
    const input = event.target as HTMLInputElement;
    if (input.type === 'radio' && isAnswerId(input.value)) dispatch(answerChosen({ id: input.name, answer: input.value }));
  };

  /** Next (or See my result) with the script: check this step; the last shows the result. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!stepped) return;
    event.preventDefault();
    const last = step === assessmentFunctions.length - 1;
    const missing = assessmentQuestions
      .filter((q) => (last || q.function === assessmentFunctions[step].id) && !answers[q.id])
      .map((q) => q.id);
    if (missing.length > 0) {
      dispatch(unansweredFound({ ids: missing, step: stepOf(missing[0]) }));
      focusLater(`input[name="${missing[0]}"]`);
    } else if (!last) {
      dispatch(stepShown(step + 1));
      focusLater('[data-step-heading]');
    } else dispatch(resultShown());
  };

  const onBack = () => {
    dispatch(stepShown(Math.max(0, step - 1)));
    focusLater('[data-step-heading]');
  };

  const onChangeAnswers = () => dispatch(answersReopened());

  return { ...state, form, onAnswer, onSubmit, onBack, onChangeAnswers };
}
