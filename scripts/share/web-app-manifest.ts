/**
 * The web app manifest (https://www.w3.org/TR/appmanifest/): the name, colours and icons a
 * browser uses when a visitor adds the site to a home screen, in the dark theme, the site's default.
 */
import { brandColours } from '../../client/ui/tokens';
import { company } from '../../shared/catalogue/company';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

export const webAppManifest = (icons: readonly ManifestIcon[]) => ({
  id: '/',
  name: company.name,
  short_name: company.shortName,
  description: company.tagline,
  lang: 'en-ZA',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: brandColours.background,
  background_color: brandColours.background,
  icons,
});
