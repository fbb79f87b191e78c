import type { SiteSettings } from './site-settings';

/**
 * The warning a production site without PUBLIC_URL logs once at boot: it still runs (as `npm start`
 * does with no settings), but every address it gives out names localhost, and its forms accept
 * posts only from there.
 */
export function publicUrlWarning(config: Pick<SiteSettings, 'env' | 'publicUrl' | 'publicUrlSet'>): string | undefined {
  if (config.env !== 'production' || config.publicUrlSet) return undefined;
  return (
    `PUBLIC_URL is not set, so the site calls itself ${config.publicUrl}: canonical links, the sitemap and robots.txt, ` +
    'structured data (JSON-LD), share images (og:image), security.txt and the mails name that address, and the forms ' +
    'accept posts only from it; set PUBLIC_URL to the address visitors use (https://…)'
  );
}
