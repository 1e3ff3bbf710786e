import { CSV_BOM, toCsv, type CsvCell } from "@/lib/csv";

// The writer and its formula guard are shared with the server exports (lib/csv).
export { csvCell, toCsv, type CsvCell } from "@/lib/csv";

/** Offers the CSV as a download named `<name>.csv` (browser only). */
export function downloadCsv(name: string, header: string[], rows: CsvCell[][]) {
  const blob = new Blob([CSV_BOM, toCsv(header, rows)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name.endsWith(".csv") ? name : `${name}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
