/**
 * A listing for the operator: `rows` as JSON with --json; else a line each, its columns two spaces
 * apart (an empty last column leaves no trailing space), or `none` where there is no row.
 */
export const printRows = <T>(
  rows: readonly T[],
  { json, out, none }: { json: boolean; out: (text: string) => void; none: string },
  columns: (row: T) => string[],
): void =>
  out(
    json
      ? JSON.stringify(rows, null, 2)
      : rows.length === 0
        ? none
        : rows.map((row) => columns(row).join('  ').trimEnd()).join('\n'),
  );
