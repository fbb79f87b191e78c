import { findPlanById, orderSentence } from '../../../shared/catalogue/plans';
import { ContactForm } from './contact-form';

/** The contact form begun with a plan's order sentence (nothing for an id no plan has); the plan catalogue comes with it. */
export function OrderContactForm({ planId }: { planId: string }) {
  const choice = findPlanById(planId);
  return <ContactForm initialMessage={choice && orderSentence(choice)} />;
}
