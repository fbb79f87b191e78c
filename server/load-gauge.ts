import type { RequestHandler } from 'express';

/** Counts the requests the process is working on, so handlers can spend less CPU when many wait. */
export class LoadGauge {
  private count = 0;

  constructor(private readonly busyAt: number) {}

  /** More requests in flight than the process keeps up with without queueing. */
  get busy(): boolean {
    return this.count >= this.busyAt;
  }

  middleware(): RequestHandler {
    return (_req, res, next) => {
      this.count += 1;
      res.once('close', () => {
        this.count -= 1;
      });
      next();
    };
  }
}
