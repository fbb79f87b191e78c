/**
 * A reader process's end of reader-processes.ts: it says it is ready once its code is loaded, then
 * reads each job it is sent with `read` and sends the answer back (or that the job threw). A job may
 * ask the site a question mid-read (`ask`) and read on while the answer comes. It ends with the
 * site: when the channel to the site closes.
 */
export function serveReads<Job>(read: (job: Job, ask: (question: unknown) => Promise<unknown>) => Promise<unknown>): void {
  const send = (message: object) => process.send?.(message);
  let answered: ((reply: unknown) => void) | undefined;
  const ask = (question: unknown) =>
    new Promise<unknown>((resolve) => {
      answered = resolve;
      send({ question });
    });
  process.on('message', (message: { job: Job } | { reply: unknown }) => {
    if ('reply' in message) return answered?.(message.reply);
    read(message.job, ask).then(
      (answer) => send({ answer }),
      (error: Error) => send({ error: error.message }),
    );
  });
  process.on('disconnect', () => process.exit(0));
  send({ ready: true });
}
