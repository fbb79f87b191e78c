import type { ContactRequestBody } from '../../../shared/api';
import { displayPrice, orderSentence, planDetails, type Plan, type PlanKind } from '../../../shared/catalogue/plans';
import { composeOrderMessage } from '../../../shared/order-message';
import { orderFormDefaults, type OrderFormValues } from '../../../shared/validation/order-schema';

export interface ChosenOrderPlan {
  kind: PlanKind;
  plan: Plan;
}

/** The form's starting values: empty fields and the plan's pre-filled message (§3, §4). */
export function defaultsFor({ kind, plan }: ChosenOrderPlan): OrderFormValues {
  return orderFormDefaults(orderSentence({ kind, plan }));
}

/**
 * The body of §7 for validated (trimmed) values: company as empty text when absent, and the
 * visitor's Additional Requirements wrapped in the composed order message.
 */
export function orderRequestBody({ kind, plan }: ChosenOrderPlan, values: OrderFormValues, captcha: string): ContactRequestBody {
  return {
    name: values.name,
    email: values.email,
    company: values.company ?? '',
    phone: values.phone,
    message: composeOrderMessage({
      planName: plan.name,
      price: displayPrice(kind, plan),
      details: planDetails(plan),
      additional: values.message,
    }),
    captcha,
    kind: 'order',
  };
}
