import type { OrderRequestBody } from '../../../shared/api';
import type { DomainCheckAnswer } from '../../../shared/domain-check';
import { displayPrice, fullPlanName, orderSentence, planDetails, type PlanChoice } from '../../../shared/catalogue/plans';
import { isAsked, setupQuestions, type SetupAnswers } from '../../../shared/catalogue/plans/setup-questions';
import { composeOrderMessage } from '../../../shared/order-message';
import { orderFormDefaults, type OrderFormValues } from '../../../shared/validation/order-schema';

export type ChosenOrderPlan = PlanChoice;

/** The form as the inputs hold it: text until the schema casts it, the set-up answers, the consent box. */
export type OrderFormInput = { [K in Exclude<keyof OrderFormValues, 'setup' | 'marketing'>]: string } & {
  setup: SetupAnswers;
  marketing: boolean;
};

/** The form's starting values: empty fields, the plan's pre-filled message, monthly, one user, set-up defaults. */
export function defaultsFor(chosen: ChosenOrderPlan): OrderFormInput {
  const defaults = orderFormDefaults(chosen, orderSentence(chosen));
  return { ...defaults, users: String(defaults.users) };
}

/** The answers to send: those asked (a domain name typed before 'Not sure yet' was chosen is dropped), trimmed. */
function askedAnswers({ kind }: ChosenOrderPlan, answers: SetupAnswers): SetupAnswers {
  return Object.fromEntries(
    setupQuestions[kind].filter((q) => isAsked(q, answers)).map((q) => [q.id, (answers[q.id] ?? '').trim()]),
  );
}

/**
 * The order's request body for validated (trimmed) values: company as empty text when absent, the visitor's
 * Additional Requirements wrapped in the composed order message, and the plan, billing period and
 * users, which the server reads the catalogue by.
 */
export function orderRequestBody(
  chosen: ChosenOrderPlan,
  values: OrderFormValues,
  captcha: string,
  domainCheck?: DomainCheckAnswer,
): OrderRequestBody {
  const { kind, plan } = chosen;
  const setup = askedAnswers(chosen, values.setup);
  // The check travels only with the name it answered, as sent (a name changed since is not carried).
  const checked = domainCheck && setup.domainName === domainCheck.name.trim() ? domainCheck : undefined;
  return {
    name: values.name,
    email: values.email,
    company: values.company ?? '',
    phone: values.phone,
    message: composeOrderMessage({
      planName: fullPlanName(chosen),
      price: displayPrice(kind, plan),
      details: planDetails(plan),
      additional: values.message,
    }),
    plan: plan.id,
    billing: values.billing,
    users: values.users,
    setup,
    marketing: values.marketing,
    captcha,
    kind: 'order',
    domainCheck: checked && { ascii: checked.ascii, status: checked.status, checkedAt: checked.checkedAt },
  };
}
