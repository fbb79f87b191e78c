// negotiator 1.x ships no types, and @types/negotiator describes 0.6, which has no `preferred`.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The client's most preferred of `available`; on a tie, the first of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
