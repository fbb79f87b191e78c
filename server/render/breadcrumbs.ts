/**
 * A BreadcrumbList for a page below the top level, made from its path alone: each page above it
 * and the page itself, named by their own titles (the home page by its menu label).
 */
import { loadPage } from '../../client/app/load-page';
import { pageHeading } from '../../shared/page-meta';
import { mainNav, matchRoute, paths } from '../../shared/routes';

/** '/services/cybersecurity' → ['/', '/services', '/services/cybersecurity']. */
const pathsDownTo = (path: string): string[] => {
  const parts = path.split('/').filter(Boolean);
  return [paths.home, ...parts.map((_, index) => `/${parts.slice(0, index + 1).join('/')}`)];
};

/** The name of the page at a path: its title without the company's name. */
async function nameOf(path: string): Promise<string> {
  const label = mainNav.find((link) => link.path === path)?.label;
  if (path === paths.home && label) return label;
  const match = matchRoute(path);
  return pageHeading(await (await loadPage(match.page)).meta(match));
}

export async function breadcrumbList(path: string, publicUrl: string) {
  const trail = pathsDownTo(path);
  const names = await Promise.all(trail.map(nameOf));
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: names[index],
      item: `${publicUrl}${step}`,
    })),
  };
}
