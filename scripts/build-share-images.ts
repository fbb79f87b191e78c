/**
 * Build step: the pictures a shared link and a home screen show. For every page of the page
 * table (shared/routes.ts: each fixed page, each /services/{id}, each /legal/{doc}) a 1200×630
 * share image of its title (share/<slug>.png), one of the site's own for any other page, and
 * their index, which the server reads (share-images.json, shared/share-images.ts); the home-screen icons and the
 * web app manifest (root/, served at the site's root).
 *
 * The titles come from each page's own module, loaded as the server loads it
 * (client/app/load-page.ts); `npm run build:share` runs it under tsx, after the content build.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadPage } from '../client/app/load-page';
import { company } from '../shared/catalogue/company';
import { pageHeading } from '../shared/page-meta';
import { publicPaths } from '../shared/public-paths';
import { matchRoute } from '../shared/routes';
import { SHARE_IMAGE_INDEX_FILE, SHARE_IMAGES_PATH, type ShareImage, type ShareImageIndex } from '../shared/share-images';
import { writeFileDurably } from '../server/durable-file';
import { drawMark, drawTile } from './share/icons';
import { CARD_HEIGHT, CARD_WIDTH, drawCard, loadCardKit, type Card } from './share/share-card';
import { webAppManifest, type ManifestIcon } from './share/web-app-manifest';

/** A page's image's file name: its path in lower case, each run of other characters one dash (`/services/it-support` → `services-it-support`). */
export const shareImageSlug = (pagePath: string): string =>
  pagePath
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'home';

/** The site's own image, for a page the build drew none for. */
const FALLBACK_SLUG = 'site';

const version = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

const write = (file: string, bytes: Buffer | string) => writeFileDurably(file, bytes, 0o644);

interface PageCard extends Card {
  path: string;
}

/** Every page of the page table with the heading its own module gives it. */
async function pageCards(): Promise<PageCard[]> {
  return Promise.all(
    publicPaths.map(async (pagePath) => {
      const match = matchRoute(pagePath);
      if (match.page === 'not-found') throw new Error(`${pagePath} is in the page table but matches no page`);
      const meta = await (await loadPage(match.page)).meta(match);
      return { path: pagePath, heading: pageHeading(meta), footer: company.tagline };
    }),
  );
}

async function buildShareImages(publicDir: string): Promise<ShareImageIndex> {
  const shareDir = path.join(publicDir, 'share');
  const kit = await loadCardKit();
  const cards = await pageCards();
  const slugs = new Map<string, string>([[FALLBACK_SLUG, "the site's own image"]]);
  for (const card of cards) {
    const slug = shareImageSlug(card.path);
    const other = slugs.get(slug);
    if (other) throw new Error(`${card.path} and ${other} would share the image ${slug}.png: rename one`);
    slugs.set(slug, card.path);
  }
  // Pages gone since the last build leave no image behind.
  await rm(shareDir, { recursive: true, force: true });
  await mkdir(shareDir, { recursive: true });
  const draw = async (slug: string, card: Card): Promise<ShareImage> => {
    const png = await drawCard(card, kit);
    await write(path.join(shareDir, `${slug}.png`), png);
    const alt = `${company.name}: ${card.heading}`;
    return { src: `${SHARE_IMAGES_PATH}/${slug}.png?v=${version(png)}`, alt };
  };
  const pages: Record<string, ShareImage> = {};
  for (const card of cards) pages[card.path] = await draw(shareImageSlug(card.path), card);
  const fallback = await draw(FALLBACK_SLUG, { heading: company.tagline });
  const index: ShareImageIndex = { width: CARD_WIDTH, height: CARD_HEIGHT, type: 'image/png', pages, fallback };
  await write(path.join(publicDir, SHARE_IMAGE_INDEX_FILE), `${JSON.stringify(index, null, 2)}\n`);
  return index;
}

/** The apple-touch-icon, the manifest's icons and the manifest, served at the site's root. */
async function buildHomeScreenFiles(rootDir: string): Promise<void> {
  await mkdir(path.join(rootDir, 'icons'), { recursive: true });
  await write(path.join(rootDir, 'apple-touch-icon.png'), await drawTile(180));
  const icons: ManifestIcon[] = [];
  for (const size of [192, 512]) {
    const src = `/icons/icon-${size}.png`;
    await write(path.join(rootDir, src), await drawMark(size));
    icons.push({ src, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' });
  }
  const maskable = '/icons/icon-maskable-512.png';
  await write(path.join(rootDir, maskable), await drawTile(512));
  icons.push({ src: maskable, sizes: '512x512', type: 'image/png', purpose: 'maskable' });
  await write(path.join(rootDir, 'manifest.webmanifest'), `${JSON.stringify(webAppManifest(icons), null, 2)}\n`);
}

if (require.main === module) {
  const publicDir = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR ?? 'build', 'public'));
  const started = Date.now();
  Promise.all([buildShareImages(publicDir), buildHomeScreenFiles(path.join(publicDir, 'root'))]).then(
    ([index]) =>
      console.log(
        `Drew ${Object.keys(index.pages).length + 1} share images and the home-screen icons in ${publicDir} in ${Date.now() - started} ms`,
      ),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
