/** The contact section's texts (re-exported by site-copy.ts, where pages import them from). */
import { company, onOneLine } from './company';

export const contactCopy = {
  banner: {
    title: 'Get In Touch',
    intro:
      'Ready to take your IT to the next level? Tell us about your business and we will arrange a free, no-obligation consultation.',
  },
  section: {
    heading: 'Request a Consultation',
    intro:
      'Fill in the form and one of our consultants will contact you within one business day to discuss your needs. Prefer to talk now? Call or WhatsApp us.',
    /** Above the ways to reach us, beside the form on the contact page. */
    waysHeading: 'Reach us directly',
    next: {
      heading: 'What happens next',
      steps: [
        'We reply within one business day, by email or phone, whichever you prefer.',
        'A consultant talks through your systems, your goals and your budget with you.',
        'You receive a written proposal with prices in rand, including VAT. There is no obligation.',
      ],
    },
  },
  /** In the form's place while its code is on its way. */
  formLoading: 'Loading the consultation form…',
  /** In the form's place when the browser runs no JavaScript (the captcha needs it). */
  noScript: {
    heading: 'Send us a message another way',
    text: 'The consultation form needs JavaScript, which is turned off in this browser. Call, WhatsApp or email us instead and a consultant will help you directly:',
    labels: { phone: 'Call', whatsapp: 'WhatsApp', email: 'Email' },
  },
  /** Above the form when the visitor came from a plan's Order button before the page's script ran. */
  planNotice: {
    heading: 'Your order request',
    text: 'The message below names this plan. Add anything else you need, then send it and we will contact you to complete your order.',
    noScriptText: 'Tell us you would like this plan when you call or write to us.',
  },
  /** Shown instead of the usual failure when this network has made too many requests lately. */
  rateLimited: {
    title: 'Too many attempts',
    description: (minutes: number) =>
      `Too many requests have come from your network in the last few minutes. Please try again in about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or call us on ${onOneLine(company.phone.display)}.`,
  },
  // Split around the link so the page can render the link as an element without parsing text.
  privacyNotice: {
    beforeLink:
      'We use your details to answer your enquiry and, for an order, to set up and bill your service; we send news and offers only if you tick the box above (POPIA). See our ',
    linkText: 'Privacy Policy',
    afterLink: '.',
  },
} as const;
