/**
 * A table as a CSV file that spreadsheets in Brazil open in columns: `;` between cells (Excel in
 * pt-BR reads `,` as the decimal mark and would put each row in one cell), CRLF between rows,
 * and a byte-order mark so accents open as typed (RFC 4180 quoting otherwise).
 */

const SEPARATOR = ';';
const BYTE_ORDER_MARK = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula, where it starts with one. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  // A message the visitor typed could start like a formula: kept as text, never evaluated.
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => row.map(cell).join(SEPARATOR)).join('\r\n') + '\r\n';
}
