/** A field for a domain name: typed as text, never corrected, capitalised or filled in by the browser. */
export const domainInputProps = {
  type: 'text',
  inputMode: 'url',
  autoComplete: 'off',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;
