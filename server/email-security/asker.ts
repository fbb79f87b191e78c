/** Who asks for a check, as the checker counts them: each client's share, and whether they are still there. */
import type { Request, Response } from 'express';
import { clientKey } from '../security/rate-limit';
import type { Asker } from './checker-types';

/**
 * The request's client (as the rate limits count it) and a signal that aborts when its connection
 * closes before the answer is sent: then nobody reads the check, and it need not go on for them.
 */
export function askerOf(req: Request, res: Response): Required<Asker> {
  const gone = new AbortController();
  const closed = () => {
    if (!res.writableFinished) gone.abort();
  };
  // It may have gone already, while its request was counted.
  if (res.closed || req.socket.destroyed) closed();
  else res.once('close', closed);
  return { client: clientKey(req), gone: gone.signal };
}
