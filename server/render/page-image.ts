/** The pictures structured data points at, each made in one place. */

/** The site's mark, the company's logo. */
export const siteMark = (publicUrl: string): string => `${publicUrl}/favicon.svg`;
