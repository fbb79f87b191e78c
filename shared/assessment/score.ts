/**
 * The IT self-assessment's one scorer, the same on the server (the result without JavaScript, the
 * report, the staff e-mail) and in the browser. A question's points are its weight times its
 * answer's share (Yes 1, Partly ½, No and Not sure 0); a function's score and the total are the
 * points over the most they could be, out of 100. The actions are the largest gaps (weight times
 * what the answer lacks), in the questions' order on a tie.
 */
import {
  answerChoices,
  assessmentBands,
  assessmentFunctions,
  assessmentQuestions,
  MAX_ACTIONS,
  type AnswerId,
  type AssessmentQuestion,
  type FunctionId,
} from '../catalogue/assessment';

export type Answers = Partial<Record<string, AnswerId>>;

const points = new Map<string, number>(answerChoices.map((choice) => [choice.id, choice.points]));
const questionIds = new Set(assessmentQuestions.map((question) => question.id));

export const isAnswerId = (value: unknown): value is AnswerId => typeof value === 'string' && points.has(value);

export interface FunctionScore {
  id: FunctionId;
  name: string;
  score: number;
}

export interface Assessment {
  score: number;
  band: (typeof assessmentBands)[number];
  functions: FunctionScore[];
  /** The largest gaps first, at most MAX_ACTIONS. */
  actions: AssessmentQuestion[];
  notSure: number;
}

const percent = (got: number, most: number): number => (most === 0 ? 0 : Math.round((100 * got) / most));

/** Scores a complete answer set (every question answered). */
export function scoreAssessment(answers: Answers): Assessment {
  const share = (question: AssessmentQuestion) => points.get(answers[question.id] ?? 'not-sure') ?? 0;
  const sum = (questions: readonly AssessmentQuestion[], value: (question: AssessmentQuestion) => number) =>
    questions.reduce((total, question) => total + value(question), 0);
  const of = (questions: readonly AssessmentQuestion[]) =>
    percent(
      sum(questions, (question) => question.weight * share(question)),
      sum(questions, (question) => question.weight),
    );
  const score = of(assessmentQuestions);
  const gap = (question: AssessmentQuestion) => question.weight * (1 - share(question));
  return {
    score,
    band: [...assessmentBands].reverse().find((band) => score >= band.from) ?? assessmentBands[0],
    functions: assessmentFunctions.map(({ id, name }) => ({
      id,
      name,
      score: of(assessmentQuestions.filter((question) => question.function === id)),
    })),
    actions: assessmentQuestions
      .map((question, order) => ({ question, order, gap: gap(question) }))
      .filter((entry) => entry.gap > 0)
      .sort((a, b) => b.gap - a.gap || a.order - b.order)
      .slice(0, MAX_ACTIONS)
      .map((entry) => entry.question),
    notSure: assessmentQuestions.filter((question) => answers[question.id] === 'not-sure').length,
  };
}

export type AnswersCheck =
  | { ok: true; answers: Record<string, AnswerId> }
  /** `unanswered` lists the questions left out, in their order; `problems` anything else wrong. */
  | { ok: false; unanswered: string[]; problems: string[] };

/**
 * Reads a posted answer set of unknown shape ({ questionId: answer }): every question answered with
 * one of the four, no other key. Never throws.
 */
export function checkAnswers(body: unknown, extraKeys: readonly string[] = []): AnswersCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, unanswered: [], problems: ['Answers must be an object of question ids and answers'] };
  const given = body as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(given)) {
    if (extraKeys.includes(key)) continue;
    if (!questionIds.has(key)) problems.push(`Unknown question: ${key.slice(0, 40)}`);
    else if (given[key] !== '' && !isAnswerId(given[key]))
      problems.push(`Answer to ${key} must be one of yes, partly, no or not-sure`);
  }
  const unanswered = assessmentQuestions
    .filter((question) => !Object.hasOwn(given, question.id) || given[question.id] === '')
    .map((question) => question.id);
  if (problems.length > 0 || unanswered.length > 0) return { ok: false, unanswered, problems };
  return { ok: true, answers: validAnswers(given) };
}

/** The answers in a posted body (of unknown shape) that are one of the four: all, once `checkAnswers` accepts it. */
export function validAnswers(body: unknown): Record<string, AnswerId> {
  const given = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(
    assessmentQuestions.flatMap((question) => {
      const answer = given[question.id];
      return isAnswerId(answer) ? [[question.id, answer]] : [];
    }),
  );
}

export const answerLabel = (answer: AnswerId | undefined): string =>
  answerChoices.find((choice) => choice.id === answer)?.label ?? 'Not answered';
