import { parse } from "csv-parse/sync";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkLists } from "@/lib/db/schema";
import type { ContactInput, MxResolver } from "./engine";
import { scenarioForClient } from "./scenarios";
import { verifyAndRecord } from "./verify";

/** At most this many contacts per uploaded list, and this many bytes per file. */
export const LIST_MAX_ROWS = 5000;
export const LIST_MAX_BYTES = 2 * 1024 * 1024;

/** Header names a list may use for each field (compared without case, accents, spaces, - or _). */
const HEADERS: Record<keyof ContactInput, string[]> = {
  email: ["email", "mail", "courriel", "adresseemail", "emailaddress"],
  phone: ["phone", "telephone", "tel", "mobile", "portable", "numero"],
  postcode: ["postcode", "codepostal", "cp", "zip", "zipcode"],
  department: ["department", "departement", "dept", "dep"],
  ip: ["ip", "adresseip", "ipaddress"],
  device: ["device", "appareil", "deviceid"],
};
const norm = (h: string) =>
  h
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s_\-.]/g, "");

export type ParsedList =
  { ok: true; rows: ContactInput[] } | { ok: false; error: "empty" | "noColumn" | "tooMany" | "unreadable" };

/**
 * A CSV list of contacts: `;` or `,` separated (the first line decides), a header line naming at
 * least an e-mail or a phone column; other columns are ignored. A file without a known header is
 * read as one e-mail per line.
 */
export function parseContactList(text: string): ParsedList {
  const body = text.replace(/^\uFEFF/, "");
  const first = body.split(/\r?\n/, 1)[0] ?? "";
  if (!first.trim()) return { ok: false, error: "empty" };
  const delimiter = (first.match(/;/g)?.length ?? 0) >= (first.match(/,/g)?.length ?? 0) ? ";" : ",";
  let records: string[][];
  try {
    records = parse(body, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true });
  } catch {
    return { ok: false, error: "unreadable" };
  }
  const header = (records[0] ?? []).map(norm);
  const index = Object.fromEntries(
    Object.entries(HEADERS).map(([field, names]) => [field, header.findIndex((h) => names.includes(h))]),
  ) as Record<keyof ContactInput, number>;
  let data = records.slice(1);
  if (index.email < 0 && index.phone < 0) {
    // No header: one address per line, if the first line looks like one.
    if (header.length === 1 && first.includes("@")) {
      index.email = 0;
      data = records;
    } else return { ok: false, error: "noColumn" };
  }
  if (data.length === 0) return { ok: false, error: "empty" };
  if (data.length > LIST_MAX_ROWS) return { ok: false, error: "tooMany" };
  const cell = (r: string[], i: number) => (i >= 0 ? (r[i] ?? "").slice(0, 254) || null : null);
  return {
    ok: true,
    rows: data.map((r) => ({
      email: cell(r, index.email),
      phone: cell(r, index.phone),
      postcode: cell(r, index.postcode),
      department: cell(r, index.department),
      ip: cell(r, index.ip),
      device: cell(r, index.device),
    })),
  };
}

export async function createList(db: Db, clientId: number, fileName: string, total: number): Promise<number> {
  const [row] = await db
    .insert(checkLists)
    .values({ clientId, fileName: fileName.slice(0, 200) || "liste.csv", total })
    .returning({ id: checkLists.id });
  return row!.id;
}

/**
 * Verifies a list's contacts in the file's order, one at a time (each recorded as a verification
 * from the list, with its event), moving the progress every few rows; the scenario version is read
 * once, so the whole list is judged by one version. A failure marks the list failed.
 */
export async function processList(
  db: Db,
  listId: number,
  clientId: number,
  rows: ContactInput[],
  opts: { resolver?: MxResolver } = {},
): Promise<void> {
  try {
    const scenario = await scenarioForClient(db, clientId);
    for (let i = 0; i < rows.length; i++) {
      await verifyAndRecord(db, clientId, rows[i]!, {
        source: "list",
        list: { id: listId, row: i + 1 },
        scenario,
        resolver: opts.resolver,
      });
      if ((i + 1) % 10 === 0 && i + 1 < rows.length)
        await db
          .update(checkLists)
          .set({ done: i + 1 })
          .where(eq(checkLists.id, listId));
    }
    await db
      .update(checkLists)
      .set({ done: rows.length, state: "done", finishedAt: new Date() })
      .where(eq(checkLists.id, listId));
  } catch (e) {
    await db.update(checkLists).set({ state: "failed", finishedAt: new Date() }).where(eq(checkLists.id, listId));
    throw e;
  }
}

const listCols = {
  id: checkLists.id,
  fileName: checkLists.fileName,
  total: checkLists.total,
  done: checkLists.done,
  state: checkLists.state,
  createdAt: checkLists.createdAt,
  valid: sql<number>`(select count(*)::int from check_verifications v where v.list_id = ${checkLists.id} and v.verdict = 'valid')`,
  risky: sql<number>`(select count(*)::int from check_verifications v where v.list_id = ${checkLists.id} and v.verdict = 'risky')`,
  invalid: sql<number>`(select count(*)::int from check_verifications v where v.list_id = ${checkLists.id} and v.verdict = 'invalid')`,
};

/** One list's progress: the client's own (administrators: any); null when not found. */
export async function listProgress(db: Db, listId: number, ownClientId: number | null) {
  const [row] = await db
    .select(listCols)
    .from(checkLists)
    .where(and(eq(checkLists.id, listId), ownClientId == null ? undefined : eq(checkLists.clientId, ownClientId)));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

/** The last ten lists of the client (administrators: of every client). */
export async function recentLists(db: Db, ownClientId: number | null) {
  return db
    .select(listCols)
    .from(checkLists)
    .where(ownClientId == null ? undefined : eq(checkLists.clientId, ownClientId))
    .orderBy(desc(checkLists.createdAt), desc(checkLists.id))
    .limit(10)
    .then((rows) => rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
}
