import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

// Stored like the profile images (features/identity/profile/server/image-store.ts): under DATA_DIR/uploads,
// with a name the store chose, never one the client sent. turbopackIgnore: paths chosen at run time.

/** <callId>-<24 hex>.pdf or .xml (a CII invoice): anything else is not one of ours (and never a path). */
const FILE_NAME = /^(\d{1,10})-[0-9a-f]{24}\.(pdf|xml)$/;

export const invoiceCallsDir = (dataDir: string) =>
  path.join(path.resolve(/*turbopackIgnore: true*/ dataDir), "uploads", "invoice-calls");

/** Writes the checked invoice (PDF or CII XML) of a call under a new name and returns that name. */
export async function storeInvoicePdf(
  dataDir: string,
  callId: number,
  bytes: Uint8Array,
  ext: "pdf" | "xml" = "pdf",
): Promise<string> {
  const dir = invoiceCallsDir(dataDir);
  await mkdir(/*turbopackIgnore: true*/ dir, { recursive: true });
  const name = `${callId}-${randomBytes(12).toString("hex")}.${ext}`;
  await writeFile(/*turbopackIgnore: true*/ path.join(dir, name), bytes, { flag: "wx" });
  return name;
}

/** The stored PDF of a name the store wrote, or null. */
export async function readInvoicePdf(dataDir: string, name: string): Promise<Buffer | null> {
  if (!FILE_NAME.test(name)) return null;
  const dir = invoiceCallsDir(dataDir);
  const file = path.join(dir, name);
  if (path.dirname(file) !== dir) return null;
  try {
    return await readFile(/*turbopackIgnore: true*/ file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Removes a stored PDF (an upload its transaction refused): nothing if it is already gone. */
export async function removeInvoicePdf(dataDir: string, name: string): Promise<void> {
  if (!FILE_NAME.test(name)) return;
  await rm(/*turbopackIgnore: true*/ path.join(invoiceCallsDir(dataDir), name), { force: true });
}
