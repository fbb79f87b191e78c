/**
 * The share images' index: what the build drew (scripts/build-share-images.ts) and the server
 * names in each page's head (og:image), one image per page path and one for any other page.
 */
export interface ShareImage {
  /** Site-relative, with the image's content hash as `?v=`, so a changed picture is a new URL. */
  src: string;
  /** What the picture shows, in words. */
  alt: string;
}

export interface ShareImageIndex {
  width: number;
  height: number;
  type: string;
  /** By page path, as the page table has it (`/`, `/about`, `/services/cybersecurity`). */
  pages: Record<string, ShareImage>;
  /** The site's own image: for a page the build drew none for (the not-found page). */
  fallback: ShareImage;
}

/** Where the images are served from (the build's `public/share`). */
export const SHARE_IMAGES_PATH = '/share';
/** The index, beside that folder in the build's `public` (never served: it is the server's own). */
export const SHARE_IMAGE_INDEX_FILE = 'share-images.json';
