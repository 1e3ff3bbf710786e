/**
 * The one CSV writer, for browser downloads and server exports alike: UTF-8 with a byte-order mark,
 * CRLF lines, `;` by default (what French spreadsheets expect), `,` for exports a partner reads.
 *
 * Text a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR; OWASP "CSV injection")
 * is prefixed with a quote. Numbers stay numbers: a negative amount is data, not a formula.
 */
export type CsvCell = string | number | bigint | boolean | Date | null | undefined;
export type CsvSeparator = ";" | ",";

export const CSV_BOM = "\uFEFF";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

const FORMULA = /^[=+\-@\t\r]/;

/** Text that a spreadsheet would evaluate, made inert by a leading quote. */
export function defuseFormula(text: string): string {
  return FORMULA.test(text) ? `'${text}` : text;
}

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return value.toISOString();
  return defuseFormula(value);
}

/**
 * One cell: defused, then quoted when it holds either separator, a quote or a line break. Either:
 * a spreadsheet that guesses the other separator would otherwise split "a,=1+1" and run its second
 * half as a formula.
 */
export function csvCell(value: CsvCell): string {
  const s = cellText(value);
  return /[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(cells: readonly CsvCell[], separator: CsvSeparator = ";"): string {
  return cells.map((c) => csvCell(c)).join(separator);
}

/** The header and the rows, each line ended by CRLF (no byte-order mark: see `CSV_BOM`). */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  opts: { separator?: CsvSeparator } = {},
): string {
  const sep = opts.separator ?? ";";
  let out = csvLine(header, sep) + "\r\n";
  for (const r of rows) out += csvLine(r, sep) + "\r\n";
  return out;
}
