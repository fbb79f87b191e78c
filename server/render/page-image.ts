/** The pictures structured data points at, each made in one place. */

/** The site's mark, the company's logo. */
export const siteMark = (publicUrl: string): string => `${publicUrl}/favicon.svg`;

/**
 * The picture that stands for a page and what it offers (a plan's `image`): the site's mark on
 * every page for now; a picture of each page's own replaces it here, for every caller at once.
 */
export const pageImage = (publicUrl: string, _path: string): string => siteMark(publicUrl);
