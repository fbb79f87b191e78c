/** A postal address, one line under another, inside the caller's <address>. */
export function AddressLines({ lines }: { lines: readonly string[] }) {
  return lines.map((line) => (
    <span key={line} css={{ display: 'block' }}>
      {line}
    </span>
  ));
}
