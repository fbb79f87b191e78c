import { orderOpeningCopy } from './order-opening-copy';

/** The order dialog's fixed texts. */
export const orderCopy = {
  title: (planName: string) => `Order ${planName}`,
  description: "Fill in your details and we'll get back to you shortly to complete your order.",
  labels: {
    name: 'Full Name *',
    email: 'Email Address *',
    phone: 'Phone Number *',
    company: 'Company (Optional)',
    message: 'Additional Requirements (Optional)',
    users: 'Number of users',
    billing: 'Billing period',
  },
  termsHeading: 'Contract terms',
  termsLink: 'Terms of Service, clause 7',
  /** Under the summary of a plan whose price is shown: its formal quotation (shared/catalogue/quotation.ts). */
  quoteLink: 'Download a quotation (PDF)',
  cancel: 'Cancel',
  submit: 'Submit Order',
  submitting: 'Submitting...',
  success: { title: 'Order Submitted!', description: "We'll contact you shortly to confirm your order." },
  failure: { title: 'Error', description: 'Failed to submit order. Please try again or contact us directly.' },
  ...orderOpeningCopy,
} as const;
