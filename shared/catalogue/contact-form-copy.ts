/** The contact form's labels and its toasts. */
export const contactFormCopy = {
  labels: {
    name: 'Name *',
    email: 'Email *',
    company: 'Company',
    phone: 'Phone',
    message: 'Message *',
  },
  messagePlaceholder: 'Tell us about your business and what you need help with.',
  send: 'Send Message',
  sending: 'Sending...',
  captchaRequired: { title: 'CAPTCHA Required', description: "Please verify that you're not a robot" },
  validationTitle: 'Validation Error',
  failure: { title: 'Error', description: 'Failed to send message. Please try again or contact us directly.' },
  success: { title: 'Message Sent', description: "Thanks for your message! We'll be in touch soon." },
} as const;
