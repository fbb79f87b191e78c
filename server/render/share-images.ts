import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARE_IMAGE_INDEX_FILE, type ShareImageIndex } from '../../shared/share-images';

/** A page's share image as its head names it (og:image and its details). */
export interface PageShareImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  type: string;
}

/** The index of the share images the build drew (scripts/build-share-images.ts). */
export function loadShareImages(buildDir: string): ShareImageIndex {
  const file = path.join(buildDir, 'public', SHARE_IMAGE_INDEX_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ShareImageIndex;
  } catch (error) {
    throw new Error(`Cannot read the share images' index at ${file}; run "npm run build" first`, { cause: error });
  }
}

/** The image of the page at `pagePath` (the site's own for a page the build drew none for), at the public URL. */
export function shareImageOf(index: ShareImageIndex, pagePath: string | undefined, publicUrl: string): PageShareImage {
  const image = (pagePath !== undefined && Object.hasOwn(index.pages, pagePath) && index.pages[pagePath]) || index.fallback;
  return { url: `${publicUrl}${image.src}`, alt: image.alt, width: index.width, height: index.height, type: index.type };
}
