import { mixed, object, type InferType } from 'yup';
import { checkAnswers, type AnswersCheck } from '../assessment/score';
import { assessmentCopy, type AnswerId } from '../catalogue/assessment';
import { CALLBACK_LIMITS, CALLBACK_MESSAGES } from './callback-schema';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-schema';
import { dialablePhoneField, emailField, formText, marketingField, nameField } from './form-fields';

export const ASSESSMENT_REVIEW_MESSAGES = { companyRequired: 'Company name is required' } as const;

/**
 * "Send my results for a free review": who to call about the self-assessment's answers. A name
 * and an address as the contact form takes them; the company, which staff look up before they
 * call; a phone number they can dial, as the call back form takes it; the marketing choice apart.
 */
export const assessmentReviewSchema = object({
  name: nameField(CONTACT_LIMITS, CONTACT_MESSAGES),
  email: emailField(CONTACT_LIMITS, CONTACT_MESSAGES),
  company: formText()
    .required(ASSESSMENT_REVIEW_MESSAGES.companyRequired)
    .max(CONTACT_LIMITS.companyMax, CONTACT_MESSAGES.companyMax),
  phone: dialablePhoneField(CALLBACK_LIMITS, CALLBACK_MESSAGES),
  marketing: marketingField(),
});

export type AssessmentReviewValues = InferType<typeof assessmentReviewSchema>;

/** Why an answer set is not a complete one, in words a visitor can act on: question ids, never an answer. */
export const answersProblem = (check: Exclude<AnswersCheck, { ok: true }>): string =>
  [
    ...(check.unanswered.length > 0
      ? [`${assessmentCopy.unanswered(check.unanswered.length)}: ${check.unanswered.join(', ')}`]
      : []),
    ...check.problems,
  ].join('; ');

/** The answers a review sends beside the form: every question answered with one of the four (`checkAnswers`). */
export const answersField = mixed<Record<string, AnswerId>>()
  .defined('Answers are required')
  .test('answers', function check(value) {
    if (value === undefined) return true;
    const result = checkAnswers(value);
    return result.ok || this.createError({ message: answersProblem(result) });
  });
