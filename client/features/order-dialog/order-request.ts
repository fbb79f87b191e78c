import type { OrderRequestBody } from '../../../shared/api';
import { displayPrice, fullPlanName, orderSentence, planDetails, type PlanChoice } from '../../../shared/catalogue/plans';
import { composeOrderMessage } from '../../../shared/order-message';
import { orderFormDefaults, type OrderFormValues } from '../../../shared/validation/order-schema';

export type ChosenOrderPlan = PlanChoice;

/** The form as the inputs hold it: every value is text until the schema casts it. */
export type OrderFormInput = { [K in keyof OrderFormValues]: string };

/** The form's starting values: empty fields, the plan's pre-filled message (§3, §4), monthly, one user. */
export function defaultsFor(chosen: ChosenOrderPlan): OrderFormInput {
  const defaults = orderFormDefaults(orderSentence(chosen));
  return { ...defaults, users: String(defaults.users) };
}

/**
 * The body of §7 for validated (trimmed) values: company as empty text when absent, the visitor's
 * Additional Requirements wrapped in the composed order message, and the plan, billing period and
 * users, which the server reads the catalogue by.
 */
export function orderRequestBody(chosen: ChosenOrderPlan, values: OrderFormValues, captcha: string): OrderRequestBody {
  const { kind, plan } = chosen;
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
    captcha,
    kind: 'order',
  };
}
