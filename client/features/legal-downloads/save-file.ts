const PDF_MAGIC = '%PDF-';

/** A PDF is recognised by its bytes, whatever the Content-Type says: a proxy's HTML error page is not one. */
export async function isPdf(blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, PDF_MAGIC.length).arrayBuffer());
  return String.fromCharCode(...head) === PDF_MAGIC;
}

/** Hands a fetched file to the browser's download manager under `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its own reference by now; the delay only covers slow starts.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
