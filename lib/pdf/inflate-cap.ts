import { inflateSync } from "node:zlib";

/**
 * What the streams of an uploaded PDF may inflate to, all together: a 5 MB invoice of text and a
 * few images stays far below. A 408 KB file inflating to 400 MB held the server's thread for 5.8 s
 * in the PDF library (issue 27): the streams are measured first, each inflate stopped at what is
 * left of the budget, so that the work per upload is bounded whatever the file declares.
 */
export const PDF_INFLATED_MAX_BYTES = 64 * 1024 * 1024;

const STREAM = Buffer.from("stream");
const END = Buffer.from("endstream");

/**
 * Whether every stream of a PDF, inflated, fits the budget together. Streams are found by their
 * keywords (a stream whose bytes happen to hold "endstream" is cut there, and inflates less); one that
 * is not deflated, or is damaged, counts for nothing here and is left to the PDF library.
 */
export function inflatesWithin(bytes: Uint8Array, budget = PDF_INFLATED_MAX_BYTES): boolean {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let left = budget;
  for (let at = pdf.indexOf(STREAM); at !== -1;) {
    let start = at + STREAM.length;
    if (pdf[start] === 0x0d) start++;
    if (pdf[start] === 0x0a) start++;
    const end = pdf.indexOf(END, start);
    if (end === -1) break;
    // "endstream" also contains "stream": the next search starts after it.
    const data = pdf.subarray(start, end);
    try {
      left -= inflateSync(data, { maxOutputLength: Math.max(left, 1) }).byteLength;
    } catch (e) {
      if ((e as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return false;
    }
    if (left < 0) return false;
    at = pdf.indexOf(STREAM, end + END.length);
  }
  return true;
}
