declare module 'mailauth/lib/parse-received' {
  interface Part {
    value: string;
    comment?: string;
  }
  /** A Received header's clauses (`from`, `by`, `with`, …), each its value and its comment. */
  export function parseReceived(line: string): false | { from?: Part; by?: Part; [clause: string]: unknown };
  /** The address of the connection in a from clause's TCP-info comment, never the client's HELO; false where none. */
  export function getClientAddress(from: Part | undefined): string | false;
}
