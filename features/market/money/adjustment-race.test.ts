import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distributeLead } from "@/features/market/distribution/server/distribution/distribute";
import { adjustBalance } from "@/features/market/money/server/ledger/ledger";
import {
  addBuyers,
  addCategory,
  addLead,
  addOrder,
  invariantViolations,
  resetMarket,
  rowsOf,
} from "@/tests/helpers/market-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const NOW = new Date("2026-11-17T10:00:00Z");

/** The buyer's balance row, the sum of its ledger and its sales count, read back in SQL. */
async function buyerState(t: TestDb, userId: number) {
  const [row] = rowsOf<{ balance: string; ledger: string; sales: number }>(
    await t.db.execute(
      sql`select (select balance_cents from market_balances where user_id = ${userId}::int) balance,
          (select sum(amount_cents) from balance_ledger where user_id = ${userId}::int) ledger,
          (select count(*)::int from market_sales where user_id = ${userId}::int) sales`,
    ),
  );
  return { balance: Number(row!.balance), ledger: Number(row!.ledger), sales: row!.sales };
}

describe.each(ENGINES)("balance adjustment against sales on %s", (engine) => {
  let t: TestDb;
  let admin: number;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t?.dispose());

  async function setUp(balance: number) {
    await resetMarket(t.db);
    const [buyer, adminId] = await addBuyers(t.db, [balance, 0]);
    admin = adminId!;
    const cat = await addCategory(t.db);
    await addOrder(t.db, { userId: buyer!, categoryId: cat, saleType: "trio", unitPriceCents: 1000, totalVolume: 50 });
    return { buyer: buyer!, cat };
  }

  it("refuses a debit larger than the balance, and records nothing", async () => {
    const { buyer } = await setUp(2_000);
    await expect(
      adjustBalance(t.db, admin, { userId: buyer, amountCents: -2_001, reason: "Frais de dossier" }),
    ).rejects.toMatchObject({ extensions: { code: "CONFLICT", reason: "adjustmentOverdraft", balanceCents: 2_000 } });
    expect(await buyerState(t, buyer)).toEqual({ balance: 2_000, ledger: 2_000, sales: 0 });
    // Down to exactly zero is allowed.
    await adjustBalance(t.db, admin, { userId: buyer, amountCents: -2_000, reason: "Frais de dossier" });
    expect((await buyerState(t, buyer)).balance).toBe(0);
  });

  it("debits racing sales never overdraw the buyer: each side sees the other's effect on the balance", async () => {
    // 5 000 of balance; 8 leads at 10 € and 3 debits of 15 € asked at once (12 500 wanted).
    const { buyer, cat } = await setUp(5_000);
    const leads = [];
    for (let n = 0; n < 8; n++)
      leads.push(await addLead(t.db, { categoryId: cat, department: "75", age: 40, createdAt: NOW, n }));
    const debit = () =>
      adjustBalance(t.db, admin, { userId: buyer, amountCents: -1_500, reason: "Régularisation" }).then(
        () => "debited" as const,
        (e: { extensions?: { reason?: string } }) => {
          if (e.extensions?.reason !== "adjustmentOverdraft") throw e;
          return "refused" as const;
        },
      );
    const work: Promise<unknown>[] = leads.map((id) => distributeLead(t.db, id, { now: NOW }));
    const debits = [debit(), debit(), debit()];
    work.splice(2, 0, ...debits);
    await Promise.all(work);

    const outcomes = await Promise.all(debits);
    const debited = outcomes.filter((o) => o === "debited").length;
    const s = await buyerState(t, buyer);
    expect(s.balance).toBeGreaterThanOrEqual(0);
    expect(s.balance).toBe(s.ledger);
    expect(s.balance).toBe(5_000 - s.sales * 1_000 - debited * 1_500);
    // Whatever the interleaving, the buyer ends unable to pay for either one more lead or one more debit.
    expect(s.balance).toBeLessThan(1_000);
    expect(await invariantViolations(t.db)).toEqual([]);
  });
});
