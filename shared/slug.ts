/** Text as a slug: lower case, runs of anything else as one hyphen ('Cape Town' → 'cape-town'). */
export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
