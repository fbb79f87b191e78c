import { lazy, object, type ObjectSchema, type StringSchema } from 'yup';
import { findPlanById, type PlanChoice } from '../catalogue/plans';
import {
  isAsked,
  questionName,
  setupQuestions,
  YES,
  NO,
  type SetupAnswers,
  type SetupQuestion,
} from '../catalogue/plans/setup-questions';
import { setupAnswerRules, SSH_KEY_MAX_BYTES } from './setup-answer-rules';
import { textField } from './text-field';

/** No typed answer is longer than an SSH public key line may be. */
const ANSWER_MAX = SSH_KEY_MAX_BYTES;

function answerField(question: SetupQuestion, choice: PlanChoice): StringSchema<string | undefined> {
  const name = questionName(question);
  const text = textField({ label: name, required: false, singleLine: question.type !== 'text' || !question.multiline });
  if (question.type === 'choice') {
    const values = question.options(choice.plan).map((option) => option.value);
    return text.oneOf([...values, undefined], `${name} must be one of the listed choices`);
  }
  if (question.type === 'yes-no') return text.oneOf([YES, NO, undefined], `${name} must be yes or no`);
  const check = setupAnswerRules[question.rule];
  return text.max(ANSWER_MAX, `${name} is too long`).test('rule', function rule(value) {
    const problem = value ? check(value) : null;
    return problem ? this.createError({ message: problem }) : true;
  });
}

/**
 * The set-up answers one plan's order may carry: only its kind's questions (any other is refused
 * by name), each from its list or by its rule, and none that the other answers leave unasked
 * (a domain name when the domain is 'not sure yet').
 */
export function setupSchema(choice: PlanChoice): ObjectSchema<SetupAnswers> {
  const made = schemaByPlan.get(choice.plan.id);
  if (made) return made;
  const schema = buildSetupSchema(choice);
  schemaByPlan.set(choice.plan.id, schema);
  return schema;
}

/** Made once per plan: a body is checked on every post and the dialog on every keystroke after a submit. */
const schemaByPlan = new Map<string, ObjectSchema<SetupAnswers>>();

function buildSetupSchema(choice: PlanChoice): ObjectSchema<SetupAnswers> {
  const questions = setupQuestions[choice.kind];
  const fields = Object.fromEntries(questions.map((question) => [question.id, answerField(question, choice)]));
  return object(fields)
    .typeError('Set-up answers must be an object')
    .noUnknown('This plan has no set-up question ${unknown}')
    .test('asked', function asked(answers) {
      const unasked = questions.find((q) => answers?.[q.id] && !isAsked(q, answers as SetupAnswers));
      if (!unasked) return true;
      return this.createError({
        path: `${this.path}.${unasked.id}`,
        message: `${questionName(unasked)} is not asked with this choice`,
      });
    }) as unknown as ObjectSchema<SetupAnswers>;
}

/** The set-up field of an order: its questions depend on the plan the same body names. */
export const setupField = lazy((_value: unknown, options: { parent?: { plan?: unknown } }) => {
  const plan = options.parent?.plan;
  const choice = typeof plan === 'string' ? findPlanById(plan) : undefined;
  return choice ? setupSchema(choice) : object().typeError('Set-up answers must be an object');
});
