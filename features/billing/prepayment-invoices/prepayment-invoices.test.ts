import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GENERATE_PREPAYMENT_INVOICE,
  PREPAYMENTS_TO_INVOICE,
} from "@/features/billing/prepayment-invoices/ui/operations";
import { prepayments } from "@/lib/db/schema";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { makeUser } from "@/tests/helpers/money-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const DAY = 86_400_000;

/**
 * /report/facturesWeedoMarket's "validated prepayments to invoice": the list the screen reads and
 * the action it offers (generatePrepaymentInvoice), through the real API and its authorization table.
 */
describe.each(ENGINES)("Weedo market invoices of validated prepayments on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const token = {} as Record<"ad" | "ma" | "tem" | "an", string>;
  let ids: { old: number; recent: number };

  beforeAll(async () => {
    t = await createTestDb(engine);
    call = apiClient(t.db);
    // The report area's allow-list names admin@ and ma@ (lib/config/allow-lists.ts).
    const ad = await makeUser(t.db, "ad", { email: "admin@weedo.test" });
    const ma = await makeUser(t.db, "ma", { email: "ma@weedo.test" });
    const tem = await makeUser(t.db, "tem");
    const buyer = await makeUser(t.db, "an", { idClienLeadmarket: 7_501, society: "Assur Direct" });
    const notMarket = await makeUser(t.db, "an", { idClienLeadmarket: 0 });
    for (const [k, u] of [
      ["ad", ad],
      ["ma", ma],
      ["tem", tem],
      ["an", buyer],
    ] as const)
      token[k] = await sessionTokenFor(u);
    const now = Date.now();
    const rows = await t.db
      .insert(prepayments)
      .values([
        {
          userId: buyer.id,
          amountCents: 30_000,
          method: "transfer",
          status: "validated",
          decidedAt: new Date(now - 2 * DAY),
          decidedBy: ad.id,
          reference: "VIR-OLD",
        },
        {
          userId: buyer.id,
          amountCents: 45_000,
          method: "card",
          status: "validated",
          decidedAt: new Date(now - DAY),
          decidedBy: ad.id,
        },
        { userId: buyer.id, amountCents: 10_000, method: "transfer", status: "waiting" },
        {
          userId: buyer.id,
          amountCents: 10_000,
          method: "transfer",
          status: "refused",
          decidedAt: new Date(now),
          decidedBy: ad.id,
        },
        // A client without a marketplace id cannot be invoiced on Weedo market.
        {
          userId: notMarket.id,
          amountCents: 10_000,
          method: "transfer",
          status: "validated",
          decidedAt: new Date(now),
          decidedBy: ad.id,
        },
      ])
      .returning({ id: prepayments.id });
    ids = { old: rows[0]!.id, recent: rows[1]!.id };
  });
  afterAll(() => t?.dispose());

  const list = async (who: keyof typeof token) => {
    const r = await call("auth", PREPAYMENTS_TO_INVOICE, { token: token[who] });
    expect(r.body.errors).toBeUndefined();
    return r.body.data!.prepaymentsToInvoice;
  };

  it("lists the validated prepayments of marketplace clients without an invoice, oldest validation first", async () => {
    const l = await list("ad");
    expect(l.total).toBe(2);
    expect(l.rows.map((r) => [r.id, r.amount_cents, r.reference, r.client_id])).toEqual([
      [ids.old, 30_000, "VIR-OLD", 7_501],
      [ids.recent, 45_000, null, 7_501],
    ]);
    expect(l.rows[0]!.client_name).toContain("Assur Direct");
    // ma@ is on the report list: it reads the list too.
    expect((await list("ma")).total).toBe(2);
  });

  it("issues the invoice once: the prepayment leaves the list, a second attempt is refused", async () => {
    const r = await call("auth", GENERATE_PREPAYMENT_INVOICE, { token: token.ad, variables: { id: ids.old } });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.generatePrepaymentInvoice.number).toMatch(/^WM-\d{6}$/);
    const l = await list("ad");
    expect(l.total).toBe(1);
    expect(l.rows.map((x) => x.id)).toEqual([ids.recent]);
    const again = await call("auth", GENERATE_PREPAYMENT_INVOICE, { token: token.ad, variables: { id: ids.old } });
    expect(codeOf(again.body)).toBe("ALREADY_INVOICED");
  });

  it.each([
    ["ma", "generate", "FORBIDDEN"],
    ["tem", "list", "FORBIDDEN"],
    ["tem", "generate", "FORBIDDEN"],
    ["an", "list", "FORBIDDEN"],
    ["an", "generate", "FORBIDDEN"],
  ] as const)("%s may not %s (authorization table)", async (who, what, code) => {
    const r =
      what === "list"
        ? await call("auth", PREPAYMENTS_TO_INVOICE, { token: token[who] })
        : await call("auth", GENERATE_PREPAYMENT_INVOICE, { token: token[who], variables: { id: ids.recent } });
    expect(codeOf(r.body)).toBe(code);
  });
});
