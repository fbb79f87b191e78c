/**
 * A hosting page's FAQPage: the questions and answers the page shows (client/pages/hosting/faqs.tsx
 * draws the same entries), each answer with the link to its help article as it is shown.
 */
import escapeHtml from 'escape-html';
import { helpCopy } from '../../shared/catalogue/help-copy';
import { hostingFaqs } from '../../shared/catalogue/plans/faqs';
import type { PlanKind } from '../../shared/catalogue/plans';
import { findHelpArticle } from '../../shared/help/articles';
import { helpArticlePath } from '../../shared/help/paths';

const answerHtml = (answer: string, slug: string, publicUrl: string): string => {
  const article = findHelpArticle(slug);
  if (!article) return escapeHtml(answer);
  const link = `<a href="${publicUrl}${helpArticlePath(slug)}">${escapeHtml(helpCopy.readArticle(article.title))}</a>`;
  return `${escapeHtml(answer)} ${link}`;
};

export function hostingFaqData(kind: PlanKind, publicUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: hostingFaqs[kind].map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: answerHtml(faq.answer, faq.article, publicUrl) },
    })),
  };
}
