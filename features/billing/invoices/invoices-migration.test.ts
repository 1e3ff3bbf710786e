import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buyerOf } from "@/features/billing/invoices/server/buyer";
import { issueInvoice } from "@/features/billing/invoices/server/issue";
import { openDb, type DbHandle } from "@/lib/db/client";
import { MIGRATIONS_FOLDER } from "@/lib/db/migrate";
import { invoiceLines, invoices } from "@/lib/db/schema";

const TAG = "0009_invoices_lines_numbering";

/** The migrations folder as it was before the invoices migration (a copy with a shorter journal). */
function folderBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "weedo-migrations-"));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string; idx: number }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe("the invoices migration on existing rows (PGlite)", () => {
  let handle: DbHandle;
  const dir = folderBefore(TAG);
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("splits each older invoice into HT + VAT, gives it one line, dates and numbers it, and continues its sequence", async () => {
    handle = await openDb({ dataDir: "memory://" });
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder: dir });
    await handle.db.execute(`
      insert into invoices (client_id, platform, number, amount_cents, status, issued_at, paid_at) values
        (501, 'perf', 'MA-000001', 120000, 'paid', '2026-01-31T23:30:00Z', '2026-02-20T10:00:00Z'),
        (501, 'perf', 'MA-000002', 99999, 'receiving', '2026-02-28T10:00:00Z', null),
        (601, 'coreg', 'MC-000001', 5000, 'receiving', '2026-03-01T10:00:00Z', null)`);
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });

    const rows = await handle.db.select().from(invoices).orderBy(asc(invoices.id));
    expect(rows.map((r) => [r.number, r.seq, r.htCents, r.vatCents, r.amountCents, r.issueDate, r.dueDate])).toEqual([
      // 31 January 23:30 UTC is 1 February in Paris.
      ["MA-000001", 1, 100_000, 20_000, 120_000, "2026-02-01", "2026-03-03"],
      ["MA-000002", 2, 83_333, 16_666, 99_999, "2026-02-28", "2026-03-30"],
      ["MC-000001", 1, 4_167, 833, 5_000, "2026-03-01", "2026-03-31"],
    ]);
    const lines = await handle.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, rows[1]!.id));
    expect(lines.map((l) => [l.quantity, l.unitPriceCents, l.htCents, l.vatCents])).toEqual([
      [1, 83_333, 83_333, 16_666],
    ]);

    const buyer = await buyerOf(handle.db, "perf", 501);
    const next = await handle.db.transaction((tx) =>
      issueInvoice(tx, {
        platform: "perf",
        clientId: 501,
        buyer,
        lines: [{ label: "x", quantity: 1, unitPriceCents: 100 }],
        source: "legacy",
        actorId: null,
      }),
    );
    expect(next.number).toBe("MA-000003");
  });
});
