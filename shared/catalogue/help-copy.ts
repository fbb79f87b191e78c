/** Texts of the help centre (`/help`, `/help/{article}`) and of the help links on other pages. */
import { company } from './company';

/** The categories an article's front matter may name, in the order the help centre lists them. */
export const helpCategories = [
  'Domains',
  'Servers',
  'Web hosting',
  'E-mail and Microsoft 365',
  'Pastel',
  'Billing',
  'Support',
  'Privacy and security',
] as const;

export const helpCopy = {
  title: 'Help Centre',
  intro:
    'Answers to the questions our customers ask most, from transferring a .co.za domain to connecting to Pastel in the cloud.',
  search: {
    label: 'Search the help centre',
    placeholder: 'For example: transfer a .co.za domain',
    button: 'Search',
  },
  results: (count: number, query: string) => `${count} ${count === 1 ? 'article' : 'articles'} for “${query}”`,
  noResults: {
    heading: (query: string) => `No articles match “${query}”`,
    text: `Try other words, or ask us. Our engineers answer ${company.hours}.`,
  },
  allArticles: 'Browse all articles',
  backLink: { href: '/help', label: 'All help articles' },
  contentsHeading: 'On this page',
  /** Beside an article: the pages it belongs with. */
  relatedPagesHeading: 'Related services',
  stillStuck: {
    heading: 'Still need help?',
    text: 'Call, WhatsApp or e-mail us and an engineer will help.',
  },
  /** On the hosting, service and support pages. */
  relatedArticlesHeading: 'Help articles',
  helpCentreLink: 'Help Centre',
  supportLink: 'Technical Support',
  supportRequestLink: 'Log a support request',
  /** The hosting pages' questions and answers. */
  faqHeading: 'Frequently Asked Questions',
  readArticle: (title: string) => `Read: ${title}`,
  statusLink: 'Service status',
  minutesToRead: (words: number) => `${Math.max(1, Math.round(words / 200))} min read`,
} as const;
