declare module 'unicode-confusables' {
  /** The string with each character Unicode's confusables.txt (UTS #39) maps replaced by its prototype. */
  export function rectifyConfusion(text: string): string;
}
