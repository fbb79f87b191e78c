/** Markdown files load as their text (webpack's asset/source; jest's raw-text transform). */
declare module '*.md' {
  const text: string;
  export default text;
}
