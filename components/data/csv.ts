/**
 * CSV as French spreadsheets open it: `;` separated, UTF-8 with a byte-order mark, CRLF lines.
 * Text cells that a spreadsheet would run as a formula (=, +, -, @) are prefixed with a quote.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let s = typeof value === "number" ? String(value) : value;
  if (typeof value === "string" && FORMULA.test(s)) s = `'${s}`;
  return /[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(";")).join("\r\n") + "\r\n";
}

/** Offers the CSV as a download named `<name>.csv` (browser only). */
export function downloadCsv(name: string, header: string[], rows: CsvCell[][]) {
  const blob = new Blob(["\uFEFF", toCsv(header, rows)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name.endsWith(".csv") ? name : `${name}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
