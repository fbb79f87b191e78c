/** One header field of a message as the reader hands it on: its name in lower case, and its value. */
export interface Header {
  /** Lower case. */
  key: string;
  value: string;
}
