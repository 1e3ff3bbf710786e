import { CSV_BOM, CSV_CONTENT_TYPE, toCsv, type CsvCell, type CsvSeparator } from "./index";

/** A CSV file as a download response: byte-order mark, attachment name, never cached. */
export function csvResponse(opts: {
  filename: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
  separator?: CsvSeparator;
  headers?: Record<string, string>;
}): Response {
  const name = opts.filename.endsWith(".csv") ? opts.filename : `${opts.filename}.csv`;
  return new Response(CSV_BOM + toCsv(opts.header, opts.rows, { separator: opts.separator }), {
    headers: {
      "content-type": CSV_CONTENT_TYPE,
      "content-disposition": `attachment; filename="${name.replace(/["\\\r\n]/g, "_")}"`,
      "cache-control": "no-store",
      ...opts.headers,
    },
  });
}
