/** The encodings the build writes beside each hashed bundle, by file suffix. */
export const PRECOMPRESSED_SUFFIX = { br: '.br', gzip: '.gz' } as const;
export type ContentCoding = keyof typeof PRECOMPRESSED_SUFFIX;

/** Which bundles the build precompresses: text that shrinks; images and fonts are compressed already. */
export const PRECOMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

function qualityOf(params: string[]): number {
  for (const param of params) {
    const [key, value] = param.split('=').map((s) => s.trim());
    if (key?.toLowerCase() === 'q') {
      const q = Number(value);
      return Number.isFinite(q) ? q : 0;
    }
  }
  return 1;
}

/** The q of br and gzip in an Accept-Encoding header, explicit or through `*`; 0 when refused or absent. */
function qualities(header: string): Record<ContentCoding, number> {
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === 'br') br = qualityOf(params);
    else if (coding === 'gzip' || coding === 'x-gzip') gzip = qualityOf(params);
    else if (coding === '*') any = qualityOf(params);
  }
  return { br: br ?? any ?? 0, gzip: gzip ?? any ?? 0 };
}

/**
 * The coding to send for an Accept-Encoding header: br or gzip when the client accepts it (q > 0,
 * explicitly or through `*`), the higher q winning and br on a tie; undefined for the plain file.
 */
export function chooseEncoding(header: string | undefined): ContentCoding | undefined {
  if (!header) return undefined;
  const { br, gzip } = qualities(header);
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/** Whether the client takes gzip (q > 0, explicitly or through `*`). */
export function acceptsGzip(header: string | undefined): boolean {
  return header ? qualities(header).gzip > 0 : false;
}
