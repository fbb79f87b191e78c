/**
 * Every text the content pages show, apart from the service catalogue and the company facts.
 * Pages import from here only; the larger pages keep their texts in sibling modules re-exported below.
 */
import { paths } from '../routes';
import { company, onOneLine } from './company';

export { aboutCopy } from './about-copy';
export { homeCopy } from './home-copy';
export { serviceDetailCopy } from './service-detail-copy';
export { supportCopy } from './support-copy';

export const servicesCopy = {
  title: 'Our IT Services',
  intro:
    'Managed IT services for South African businesses of every size, from day-to-day support to cloud, connectivity and security, delivered by one accountable team.',
  whyChoose: {
    heading: 'Why Choose Our Services?',
    items: [
      {
        title: 'Expert Support',
        text: 'Certified engineers who know your systems answer your call and stay with the problem until it is solved.',
      },
      {
        title: 'Cloud Solutions',
        text: 'Workloads hosted in our Johannesburg and Cape Town data centres, keeping your data in South Africa and online through load-shedding.',
      },
      {
        title: 'Custom Solutions',
        text: 'Every solution is designed around your business, your budget and the way your people work.',
      },
      {
        title: 'Network Security',
        text: 'Layered protection for your network, devices and data that helps you meet your POPIA obligations.',
      },
    ],
  },
} as const;

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
    href: paths.legal,
  },
} as const;

/**
 * Consent to direct marketing, asked apart from the request (POPIA s69): one unticked box on the
 * contact form and the order dialog, never required; the staff e-mail says which way it went.
 */
export const consentCopy = {
  label: 'Send me news and offers',
  yes: 'yes',
  no: 'no',
} as const;

/** Toast text after a legal document download starts. */
const downloadStartedText = (filename: string): string => `${filename} download started`;

export const legalCopy = {
  title: 'Legal Documents & Policies',
  intro:
    'Our terms, policies and agreements set out how we deliver our services and protect your information. Download any document as a PDF.',
  officeHeading: 'Our Office',
  downloadLabel: 'Download PDF',
  /** Beside 'Download PDF': the same document as a page on the site. */
  readLabel: 'Read Online',
  /** Above a document page's table of contents. */
  contentsHeading: 'On this page',
  reviewedLabel: 'Last reviewed',
  backLink: { label: 'All legal documents', href: paths.legal },
  reviewNotice: 'All documents are reviewed quarterly. Contact us if you have any questions about our policies.',
  downloadStartedText,
  downloadErrorText: 'Error downloading document. Please try again.',
} as const;

export const notFoundCopy = {
  code: '404',
  heading: 'Oops! Page not found',
  homeLink: { label: 'Return to Home', href: paths.home },
} as const;

/** What a client past its limit on searches (pages made for one request) sees. */
export const tooManyRequestsCopy = {
  code: '429',
  heading: 'You have searched a lot in a short time. Please wait a minute, then try again.',
  homeLink: { label: 'Return to Home', href: paths.home },
} as const;
