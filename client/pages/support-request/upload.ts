/**
 * A form posted with XMLHttpRequest, whose upload tells its progress (fetch tells none). Given
 * up only when nothing has moved for `stallMs`, never for taking long: 20 MB on a slow line takes
 * minutes, and each byte that arrives keeps it going.
 */
export interface Uploaded {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/** The line stopped: no byte moved for the limit, or the connection dropped, before any answer. */
export class LineStopped extends Error {
  override name = 'LineStopped';
}

export function upload(
  url: string,
  body: FormData,
  { stallMs, onSent }: { stallMs: number; onSent: (sent: number, total: number) => void },
): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    // Every event of either direction is movement; only silence for the whole limit ends it.
    const moved = () => {
      clearTimeout(stall);
      stall = setTimeout(() => request.abort(), stallMs);
    };
    const stopped = (why: string) => () => {
      clearTimeout(stall);
      reject(new LineStopped(why));
    };
    request.upload.addEventListener('progress', (event) => {
      moved();
      if (event.lengthComputable) onSent(event.loaded, event.total);
    });
    request.addEventListener('progress', moved);
    request.addEventListener('error', stopped('the connection dropped'));
    request.addEventListener('abort', stopped(`nothing moved for ${stallMs} ms`));
    request.addEventListener('load', () => {
      clearTimeout(stall);
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        // Not the site's own answer (a proxy's page): the status says what happened.
      }
      resolve({ status: request.status, body: parsed, retryAfter: request.getResponseHeader('Retry-After') });
    });
    request.open('POST', url);
    moved();
    request.send(body);
  });
}
