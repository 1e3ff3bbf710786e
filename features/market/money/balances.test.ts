import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkBalanceDrift, findBalanceDrift } from "@/features/market/money/server/balance/drift";
import { getBalance } from "@/features/market/money/server/balance/balance";
import { sellLeadToUser } from "@/features/market/distribution/server/distribution/sell";
import { intakeLead } from "@/features/market/distribution/server/intake/intake";
import { decideInvalidations, requestInvalidation } from "@/features/market/money/server/invalidations/invalidations";
import { adjustBalance } from "@/features/market/money/server/ledger/ledger";
import { validatePrepayment } from "@/features/market/money/server/prepayments/decide";
import { createPrepaymentRequest } from "@/features/market/money/server/prepayments/requests";
import { users } from "@/lib/db/schema";
import { addCategory, addLead, addOrder, addSource, rowsOf } from "@/tests/helpers/market-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const NOW = new Date("2026-11-17T10:00:00Z");
const KEY = "balances-key";

/** Every buyer whose balance row differs from its ledger, computed here independently of the check. */
async function mismatches(t: TestDb): Promise<unknown[]> {
  const ledger = rowsOf<{ user_id: number; total: string; n: number }>(
    await t.db.execute(
      sql`select user_id, sum(amount_cents) total, count(*)::int n from balance_ledger group by user_id`,
    ),
  );
  const rows = rowsOf<{ user_id: number; balance_cents: string; entries: number }>(
    await t.db.execute(sql`select user_id, balance_cents, entries from market_balances`),
  );
  const byUser = new Map(rows.map((r) => [Number(r.user_id), r]));
  const out: unknown[] = [];
  for (const l of ledger) {
    const b = byUser.get(Number(l.user_id));
    if (!b || Number(b.balance_cents) !== Number(l.total) || Number(b.entries) !== Number(l.n)) out.push({ l, b });
    byUser.delete(Number(l.user_id));
  }
  for (const b of byUser.values()) if (Number(b.balance_cents) !== 0 || Number(b.entries) !== 0) out.push({ b });
  return out;
}

const opArb = fc.oneof(
  fc.record({
    kind: fc.constant("prepayment" as const),
    buyer: fc.nat({ max: 2 }),
    amount: fc.integer({ min: 1, max: 9000 }),
  }),
  fc.record({
    kind: fc.constant("adjustment" as const),
    buyer: fc.nat({ max: 2 }),
    amount: fc.integer({ min: -3000, max: 5000 }).filter((v) => v !== 0),
  }),
  fc.record({ kind: fc.constant("intake" as const), parallel: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant("cart" as const), buyer: fc.nat({ max: 2 }) }),
  fc.record({ kind: fc.constant("refund" as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant("promo" as const),
    buyer: fc.nat({ max: 2 }),
    amount: fc.integer({ min: 1, max: 2000 }),
  }),
);

describe.each(ENGINES)("market balances on %s", (engine) => {
  let t: TestDb;
  let admin: number;
  let cat: number;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestDb(engine);
    const [a] = await t.db
      .insert(users)
      .values({ email: "admin.balances@exemple.test", law: "ad", status: "active", firstName: "Ad", lastName: "Min" })
      .returning({ id: users.id });
    admin = a!.id;
    cat = await addCategory(t.db, "Balances test");
    await addSource(t.db, KEY);
  });
  afterAll(() => t?.dispose());

  const newBuyers = async (n: number) =>
    (
      await t.db
        .insert(users)
        .values(
          Array.from({ length: n }, () => ({
            email: `buyer.${++seq}@exemple.test`,
            law: "an" as const,
            status: "active" as const,
            firstName: "Ach",
            lastName: `Eteur${seq}`,
            idClienLeadmarket: 20_000 + seq,
          })),
        )
        .returning({ id: users.id })
    ).map((r) => r.id);

  const body = (i: number) => ({
    category_id: cat,
    first_name: "Camille",
    last_name: `Solde${i}`,
    email: `camille.solde${i}@exemple.test`,
    phone: `+3375${String(i).padStart(7, "0")}`,
    postcode: "75011",
    age: 40,
  });

  it("keeps every buyer's balance row equal to the sum of its ledger after any sequence of money operations", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 8 }), async (ops) => {
        // The earlier runs' orders stop buying: each run has its own three buyers.
        await t.db.execute(sql`update market_orders set state = 'cancelled' where state = 'in_progress'`);
        const buyers = await newBuyers(3);
        await t.db.execute(
          sql`insert into balance_ledger (user_id, kind, amount_cents, reason) values (${buyers[0]!}, 'adjustment', 4000, 'start')`,
        );
        for (const [i, userId] of buyers.entries())
          await addOrder(t.db, {
            userId,
            categoryId: cat,
            saleType: "trio",
            unitPriceCents: 900 + 100 * i,
            totalVolume: 5,
            dailyCap: i === 2 ? 2 : null,
          });
        for (const op of ops) {
          const buyer = "buyer" in op ? buyers[op.buyer]! : 0;
          if (op.kind === "prepayment") {
            const p = await createPrepaymentRequest(t.db, buyer, { amountCents: op.amount, method: "transfer" });
            await validatePrepayment(t.db, p.id, admin, NOW);
          } else if (op.kind === "adjustment") {
            await adjustBalance(t.db, admin, { userId: buyer, amountCents: op.amount, reason: "property test" }, NOW);
          } else if (op.kind === "intake") {
            await Promise.all(
              Array.from({ length: op.parallel }, () => intakeLead(t.db, KEY, body(++seq), { now: NOW })),
            );
          } else if (op.kind === "cart") {
            const lead = await addLead(t.db, { categoryId: cat, department: "75", age: 40, createdAt: NOW, n: ++seq });
            await t.db.transaction((tx) =>
              sellLeadToUser(tx, {
                leadId: lead,
                userId: buyer,
                saleType: "exclusive",
                priceCents: 1500,
                orderId: null,
                now: NOW,
              }),
            );
          } else if (op.kind === "refund") {
            const sales = rowsOf<{ id: number; user_id: number }>(
              await t.db.execute(
                sql`select s.id, s.user_id from market_sales s where not exists (select 1 from market_invalidations i where i.sale_id = s.id) order by s.id`,
              ),
            );
            const sale = sales[op.pick % Math.max(sales.length, 1)];
            if (sale) {
              const inv = await requestInvalidation(
                t.db,
                Number(sale.user_id),
                { saleId: Number(sale.id), reason: "fake_phone", comment: "" },
                NOW,
              ).catch(() => null); // the return-rate policy may refuse it: that is not the point here
              if (inv) await decideInvalidations(t.db, admin, { ids: [inv.id], outcome: "accepted", note: "" }, NOW);
            }
          } else {
            // A path outside the application (a promo credit written by hand): the trigger follows it too.
            await t.db.execute(
              sql`insert into balance_ledger (user_id, kind, amount_cents, reason) values (${buyer}, 'promo', ${op.amount}, 'promo')`,
            );
          }
          expect(await mismatches(t)).toEqual([]);
        }
        for (const b of buyers) {
          const sum = rowsOf<{ s: string | null }>(
            await t.db.execute(sql`select sum(amount_cents) s from balance_ledger where user_id = ${b}`),
          )[0]!.s;
          expect((await getBalance(t.db, b)).soldeHt).toBe(Number(sum ?? 0));
        }
      }),
      { numRuns: 12, seed: 20261124, endOnFailure: true },
    );
  });

  it("the balance check finds nothing when the rows agree, and reports and audits a forged drift", async () => {
    const [a, b] = await newBuyers(2);
    await adjustBalance(t.db, admin, { userId: a!, amountCents: 5000, reason: "drift test" }, NOW);
    await adjustBalance(t.db, admin, { userId: b!, amountCents: 700, reason: "drift test" }, NOW);
    const audits = async () =>
      rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int n from audit_log where action = 'ledger.balance_drift'`),
      )[0]!.n;
    const before = await audits();
    expect(await checkBalanceDrift(t.db, NOW)).toEqual([]);
    expect(await audits()).toBe(before);

    // A hand edit of one balance, and another buyer's row gone.
    await t.db.execute(sql`update market_balances set balance_cents = balance_cents + 1 where user_id = ${a!}`);
    await t.db.execute(sql`delete from market_balances where user_id = ${b!}`);
    const drift = await checkBalanceDrift(t.db, NOW);
    expect(drift).toEqual([
      { userId: a!, balanceCents: 5001, ledgerCents: 5000, entries: 1, ledgerEntries: 1 },
      { userId: b!, balanceCents: 0, ledgerCents: 700, entries: 0, ledgerEntries: 1 },
    ]);
    expect(await audits()).toBe(before + 1);
    const [entry] = rowsOf<{ details: { buyers: number } }>(
      await t.db.execute(
        sql`select details from audit_log where action = 'ledger.balance_drift' order by id desc limit 1`,
      ),
    );
    expect(entry!.details.buyers).toBe(2);

    // Put back (as the back-fill of the migration does), the check is clean again.
    await t.db.execute(sql`update market_balances set balance_cents = balance_cents - 1 where user_id = ${a!}`);
    await t.db.execute(
      sql`insert into market_balances (user_id, balance_cents, entries) select user_id, sum(amount_cents), count(*) from balance_ledger where user_id = ${b!} group by user_id`,
    );
    expect(await findBalanceDrift(t.db)).toEqual([]);
  });
});
