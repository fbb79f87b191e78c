/** A page's title and description, as its module declares them (client/app/page-types.ts). */
import { company } from './catalogue/company';

export interface PageMeta {
  title: string;
  description: string;
}

/** A page's title and description as the head shows them: every title ends with the company's name. */
export const titled = ({ title, description }: PageMeta): PageMeta => ({ title: `${title} | ${company.name}`, description });

/** A page's own name, its title without the company's name that `titled` adds. */
export const pageName = ({ title }: PageMeta): string => {
  const suffix = titled({ title: '', description: '' }).title;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
};
