import { parse } from "csv-parse/sync";

export interface EmailList {
  /** The header row, when the file has one (a cell named email, e-mail, mail or courriel). */
  header: string[] | null;
  /** The data rows, as given. */
  rows: string[][];
  /** The index of the address column in each row. */
  column: number;
}

const HEADER = /^(e-?mail|mail|courriel|adresse e-?mail|email address)$/i;

/**
 * An uploaded list as the cleaning and the import read it: `;`, `,` or tab separated (what French and
 * English spreadsheets write), a byte-order mark tolerated, a header row optional. The address column
 * is the one the header names, else the first column where most cells hold an "@".
 */
export function readEmailList(text: string): EmailList {
  const records = parse(text.replace(/^\uFEFF/, ""), {
    delimiter: [";", ",", "\t"],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];
  if (!records.length) return { header: null, rows: [], column: 0 };
  const first = records[0]!;
  const named = first.findIndex((c) => HEADER.test(c.trim()));
  if (named >= 0) return { header: first, rows: records.slice(1), column: named };
  const width = Math.max(...records.slice(0, 50).map((r) => r.length));
  const sample = records.slice(0, 50);
  let column = 0;
  for (let c = 0; c < width; c++) {
    if (sample.filter((r) => (r[c] ?? "").includes("@")).length * 2 > sample.length) {
      column = c;
      break;
    }
  }
  return { header: null, rows: records, column };
}
