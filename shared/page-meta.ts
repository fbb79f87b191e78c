/** A page's title and description, as its module declares them (client/app/page-types.ts). */
import { company } from './catalogue/company';

export interface PageMeta {
  title: string;
  description: string;
}

const TITLE_SUFFIX = ` | ${company.name}`;

/** A page's title and description as the head shows them: every title ends with the company's name. */
export const titled = ({ title, description }: PageMeta): PageMeta => ({ title: `${title}${TITLE_SUFFIX}`, description });

/** A page's own title, without the company's name that `titled` adds (the heading of its share image). */
export const pageHeading = ({ title }: PageMeta): string =>
  title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length) : title;
