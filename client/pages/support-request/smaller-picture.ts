/**
 * A large screenshot made smaller in the browser before a slow line carries it: drawn at most
 * `WIDTH_MAX` wide and encoded as WebP (JPEG where the browser cannot), named as before with the
 * new type's extension. The visitor may still send the original (chosen-files.ts).
 */
const LARGE_BYTES = 1.5 * 1024 * 1024;
const WIDTH_MAX = 2000;
const QUALITY = 0.85;

/** Only PNG and JPEG: a GIF may move, and a WebP is already small. */
export const maySendSmaller = (file: File) => file.type === 'image/png' || file.type === 'image/jpeg';

const encoded = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));

/** A smaller copy of a large picture; null when it is not large, cannot be read, or would not be smaller. */
export async function smallerPicture(file: File): Promise<File | null> {
  if (!maySendSmaller(file)) return null;
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return null;
  try {
    if (file.size <= LARGE_BYTES && bitmap.width <= WIDTH_MAX) return null;
    const scale = Math.min(1, WIDTH_MAX / bitmap.width);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const drawing = canvas.getContext('2d');
    if (!drawing) return null;
    // JPEG has no transparency: what was clear shows white, as on the page it was taken from.
    drawing.fillStyle = '#fff';
    drawing.fillRect(0, 0, canvas.width, canvas.height);
    drawing.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    // A browser that cannot write WebP gives PNG instead: then JPEG.
    const webp = await encoded(canvas, 'image/webp');
    const blob = webp?.type === 'image/webp' ? webp : await encoded(canvas, 'image/jpeg');
    if (!blob || blob.size >= file.size) return null;
    const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.${extension}`, {
      type: blob.type,
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}
