import pino, { type DestinationStream, type Logger } from 'pino';

/** Structured JSON logs on stdout. Nothing personal is logged: no bodies, addresses or phone numbers. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'website' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
