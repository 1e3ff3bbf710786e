import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validatePrepayment } from "@/features/market/money/server/prepayments/decide";
import { users } from "@/lib/db/schema";
import { graphql } from "@/lib/graphql/market";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf, onlyField, sourceOf, type Query } from "@/tests/helpers/api";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const ACCOUNTS = { admin: 1, tem: 2, annonceur: 4, annonceurPerf: 5, editeur: 6, multi: 7 } as const;
type Account = keyof typeof ACCOUNTS;
const DAY = 86_400_000;

const SOLDE = graphql(`
  query ($id: Int!) {
    getSoldeactuel(id_utilisateur: $id) {
      soldeHt
      soldeTtc
      lastPrepaiement
    }
  }
`);
const LEDGER = graphql(`
  query ($id: Int) {
    myLedger(id_utilisateur: $id) {
      rows {
        id
        kind
        amountCents
        saleId
        invalidationId
        reason
      }
      totals {
        count
        credits
        debits
        net
      }
      truncated
    }
  }
`);
const LEADS = graphql(`
  query ($id: Int) {
    myLeads(id_utilisateur: $id) {
      saleId
      leadId
      priceCents
      category
      invalidationId
      invalidationOutcome
    }
  }
`);
const PREPAYMENTS = graphql(`
  query ($id: Int) {
    myPrepayments(id_utilisateur: $id) {
      id
      userId
      amountCents
      amountTtcCents
      method
      reference
      status
      refusalReason
    }
  }
`);
const REQUEST_PREPAYMENT = graphql(`
  mutation ($input: PrepaymentRequestInput!) {
    requestPrepayment(input: $input) {
      id
      userId
      amountCents
      method
      reference
      status
    }
  }
`);
const VALIDATE = graphql(`
  mutation ($id: Int!) {
    validatePrepayment(id: $id) {
      id
      status
      decidedByName
    }
  }
`);
const REFUSE = graphql(`
  mutation ($id: Int!, $reason: String!) {
    refusePrepayment(id: $id, reason: $reason) {
      id
      status
      refusalReason
    }
  }
`);
const REQUEST_INVALIDATION = graphql(`
  mutation ($input: InvalidationRequestInput!) {
    requestInvalidation(input: $input) {
      id
      saleId
      outcome
      reason
      comment
    }
  }
`);
const DECIDE = graphql(`
  mutation ($input: InvalidationDecisionInput!) {
    decideInvalidations(input: $input) {
      updated {
        id
        outcome
        refundCents
        decisionNote
      }
      skipped
    }
  }
`);
const POLICY = graphql(`
  mutation ($input: InvalidationPolicyInput!) {
    setInvalidationPolicy(input: $input) {
      maxLeadAgeDays
      maxReturnRatePercent
    }
  }
`);
const ADJUST = graphql(`
  mutation ($input: AdjustmentInput!) {
    adjustBalance(input: $input) {
      id
      kind
      amountCents
      reason
      userId
    }
  }
`);
const TRANSACTIONS = graphql(`
  query ($filter: LedgerFilterInput) {
    transactions(filter: $filter) {
      rows {
        id
        userId
        kind
        amountCents
      }
      totals {
        count
        credits
        debits
        net
      }
      truncated
    }
  }
`);
const INVALIDATIONS = graphql(`
  query ($filter: InvalidationFilterInput) {
    invalidationRequests(filter: $filter) {
      id
      userId
      outcome
      reason
      refundCents
    }
  }
`);

describe.each(ENGINES)("marketplace money on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const tokens = {} as Record<Account, string>;
  let categoryId: number;
  let leadSeq = 0;

  async function rows<R = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<R[]> {
    return ((await t.db.execute(query)) as unknown as { rows: R[] }).rows;
  }
  const num = async (query: ReturnType<typeof sql>) => Number((await rows<{ v: unknown }>(query))[0]?.v ?? 0);
  const ledgerSum = (userId: number) =>
    num(sql`select coalesce(sum(amount_cents), 0) v from balance_ledger where user_id = ${userId}`);

  const ask = <TData = Record<string, unknown>>(
    who: Account | null,
    query: Query<TData>,
    variables?: Record<string, unknown>,
  ) => call("market", query, { ...(who ? { token: tokens[who] } : {}), variables });
  async function data<TData>(who: Account, query: Query<TData>, variables?: Record<string, unknown>) {
    const r = await ask(who, query, variables);
    expect(r.body.errors).toBeUndefined();
    return onlyField(r.body.data!);
  }
  const reasonOf = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    body.errors?.[0]?.extensions?.reason;
  const balance = async (userId: Account) => (await data("admin", SOLDE, { id: ACCOUNTS[userId] })).soldeHt as number;

  /** A fresh lead bought by `userId` `daysAgo` days ago at `price`, with its ledger debit. */
  async function buy(userId: number, daysAgo: number, price: number): Promise<number> {
    const created = new Date(Date.now() - daysAgo * DAY);
    leadSeq += 1;
    const [lead] = await rows<{
      id: number;
    }>(sql`insert into market_leads (category_id, first_name, last_name, email, phone, postcode, department, state, buyer_limit, sold_count, created_at, day)
      values (${categoryId}, 'Test', ${"Argent" + leadSeq}, ${`argent.${leadSeq}.${engine}@exemple.test`}, ${`+3369900${String(leadSeq).padStart(4, "0")}`}, '75011', '75', 'sold', 1, 1, ${created}, ${created.toISOString().slice(0, 10)}) returning id`);
    const [sale] = await rows<{ id: number }>(
      sql`insert into market_sales (lead_id, user_id, sale_type, price_cents, created_at) values (${lead!.id}, ${userId}, 'exclusive', ${price}, ${created}) returning id`,
    );
    await t.db.execute(
      sql`insert into balance_ledger (user_id, kind, amount_cents, sale_id, reason, created_at) values (${userId}, 'sale', ${-price}, ${sale!.id}, 'Achat test', ${created})`,
    );
    return sale!.id;
  }
  const setPolicy = (maxLeadAgeDays: number, maxReturnRatePercent: number) =>
    data("admin", POLICY, { input: { maxLeadAgeDays, maxReturnRatePercent } });

  beforeAll(async () => {
    t = await seededTestDb(engine);
    call = apiClient(t.db);
    for (const [name, id] of Object.entries(ACCOUNTS)) {
      const [u] = await t.db.select().from(users).where(eq(users.id, id));
      tokens[name as Account] = await sessionTokenFor(u!);
    }
    categoryId = await num(sql`select min(id) v from market_categories`);
  }, 120_000);
  afterAll(() => t?.dispose());

  it("seeds the invalidation policy and annonceur@'s invalidations in each outcome, accepted ones refunded once", async () => {
    const policy = await rows<{ value: { maxLeadAgeDays: number; maxReturnRatePercent: number } }>(
      sql`select value from market_settings where key = 'invalidation_policy'`,
    );
    expect(policy[0]?.value).toEqual({ maxLeadAgeDays: 7, maxReturnRatePercent: 20 });
    const sales = await num(sql`select count(*) v from market_sales where user_id = 4`);
    const outcomes = await rows<{ outcome: string; n: number }>(
      sql`select outcome, count(*)::int n from market_invalidations where user_id = 4 group by outcome order by outcome`,
    );
    if (sales === 0) {
      expect(outcomes).toEqual([]);
      return;
    }
    expect(outcomes.map((o) => o.outcome)).toEqual(["accepted", "being_processed", "refused", "valid"]);
    const unrefunded = await num(
      sql`select count(*) v from market_invalidations i where i.outcome = 'accepted' and not exists (select 1 from balance_ledger l where l.invalidation_id = i.id and l.kind = 'refund')`,
    );
    expect(unrefunded).toBe(0);
    expect(
      await num(
        sql`select count(*) v from balance_ledger where kind = 'refund' and invalidation_id in (select id from market_invalidations where outcome <> 'accepted')`,
      ),
    ).toBe(0);
    // The demo advertiser can still ask for an invalidation under the default policy.
    const rate = await data(
      "annonceur",
      graphql(`
        {
          myReturnRate {
            sales
            returns
            ratePercent
          }
        }
      `),
    );
    expect(((rate.returns + 1) * 100) / rate.sales).toBeLessThanOrEqual(20);
  });

  it("keeps an advertiser out of another's balance, ledger, leads, invalidations and requests", async () => {
    const othersQueries: Query<Record<string, unknown>>[] = [
      SOLDE,
      LEDGER,
      LEADS,
      PREPAYMENTS,
      `query($id: Int) { balanceHistory(id_utilisateur: $id) { day balance } }`,
      `query($id: Int) { marketDashboard(id_utilisateur: $id) { spendTotalCents } }`,
    ];
    for (const q of othersQueries) {
      const r = await ask("multi", q, { id: 4 });
      expect(codeOf(r.body), sourceOf(q)).toBe("FORBIDDEN");
    }
    // Their own view never holds another's rows.
    const own = await data("multi", LEDGER);
    const ownIds = own.rows.map((r: { id: number }) => r.id);
    const foreign = await rows<{ id: number }>(sql`select id from balance_ledger where user_id <> 7`);
    expect(ownIds.some((id: number) => foreign.some((f) => f.id === id))).toBe(false);
    const ownLeads = await data("multi", LEADS);
    expect(ownLeads.length).toBe(await num(sql`select count(*) v from market_sales where user_id = 7`));

    // Another's sale cannot be invalidated, and its existence is not disclosed.
    const saleOf4 = await buy(4, 1, 1500);
    const r = await ask("multi", REQUEST_INVALIDATION, { input: { saleId: saleOf4, reason: "no_answer" } });
    expect(codeOf(r.body)).toBe("NOT_FOUND");
    expect(reasonOf(r.body)).toBe("saleNotFound");

    // The admin screens are the admin's.
    const adminQueries: Query<Record<string, unknown>>[] = [
      TRANSACTIONS,
      INVALIDATIONS,
      `{ prepaymentRequests { id } }`,
      `{ ledgerClients { id } }`,
      `{ marketClientStats(from: "2026-01-01", to: "2026-01-31") { rows { userId } } }`,
    ];
    for (const q of adminQueries) {
      expect(codeOf((await ask("annonceur", q)).body), sourceOf(q)).toBe("FORBIDDEN");
    }
    // The marketplace desk's screens are for the marketplace allow-list only (admin@, ma@), not tem@.
    const deskQueries: Query<Record<string, unknown>>[] = [
      TRANSACTIONS,
      INVALIDATIONS,
      `{ marketProfitability(from: "2026-01-01", to: "2026-01-31") { totals { marginCents } } }`,
    ];
    for (const q of deskQueries) {
      expect(codeOf((await ask("tem", q)).body), sourceOf(q)).toBe("FORBIDDEN");
    }
    expect(
      (
        await ask(
          "tem",
          graphql(`
            {
              prepaymentRequests {
                id
              }
            }
          `),
        )
      ).body.errors,
    ).toBeUndefined();
    expect(codeOf((await ask("annonceur", VALIDATE, { id: 1 })).body)).toBe("FORBIDDEN");
    expect(codeOf((await ask("annonceur", DECIDE, { input: { ids: [1], outcome: "accepted" } })).body)).toBe(
      "FORBIDDEN",
    );
    expect(
      codeOf(
        (await ask("annonceur", ADJUST, { input: { userId: 4, amountCents: 100000, reason: "Cadeau à moi-même" } }))
          .body,
      ),
    ).toBe("FORBIDDEN");
    // A publisher does not top up a marketplace balance; anonymous callers get nothing.
    expect(
      codeOf((await ask("editeur", REQUEST_PREPAYMENT, { input: { amountCents: 1000, method: "card" } })).body),
    ).toBe("FORBIDDEN");
    expect(codeOf((await ask(null, LEDGER)).body)).toBe("UNAUTHENTICATED");
  });

  it("validates a top-up request into the ledger, whose sum is the balance after sale, refund and adjustment", async () => {
    await setPolicy(7, 100);
    const before = await balance("annonceur");
    expect(before).toBe(await ledgerSum(4));

    // Too small an amount is refused with the form's own message key.
    const tooSmall = await ask("annonceur", REQUEST_PREPAYMENT, { input: { amountCents: 99, method: "transfer" } });
    expect(codeOf(tooSmall.body)).toBe("BAD_USER_INPUT");
    expect(tooSmall.body.errors?.[0]?.extensions).toMatchObject({ fields: { amountCents: "amountMin" } });

    const req = await data("annonceur", REQUEST_PREPAYMENT, { input: { amountCents: 123_456, method: "transfer" } });
    expect(req).toMatchObject({ userId: 4, amountCents: 123_456, method: "transfer", status: "waiting" });
    expect(req.reference).toMatch(/^WM-4-[0-9A-F]{6}$/);
    const card = await data("annonceur", REQUEST_PREPAYMENT, { input: { amountCents: 100, method: "card" } });
    expect(card).toMatchObject({ status: "waiting", method: "card" });
    // Waiting requests change nothing, and they count for the bell.
    expect(await balance("annonceur")).toBe(before);
    const waiting = await num(sql`select count(*) v from prepayments where status = 'waiting'`);
    expect(
      await data(
        "admin",
        graphql(`
          {
            lastTotalPrepaiements
          }
        `),
      ),
    ).toBe(waiting);
    const list = await data(
      "admin",
      graphql(`
        {
          prepaymentRequests {
            id
            status
          }
        }
      `),
    );
    expect(list[0]!.status).toBe("waiting");
    expect(list.findIndex((p: { status: string }) => p.status !== "waiting")).toBe(waiting);

    const validated = await data("admin", VALIDATE, { id: req.id });
    expect(validated.status).toBe("validated");
    expect(await balance("annonceur")).toBe(before + 123_456);
    const solde = await data("annonceur", SOLDE, { id: 4 });
    expect(solde.lastPrepaiement).toBe(123_456);
    expect(solde.soldeTtc).toBe(Math.round((before + 123_456) * 1.2));

    const saleId = await buy(4, 0, 4_200);
    expect(await balance("annonceur")).toBe(before + 123_456 - 4_200);

    const inv = await data("annonceur", REQUEST_INVALIDATION, {
      input: { saleId, reason: "fake_phone", comment: "Numéro à 9 chiffres" },
    });
    expect(inv).toMatchObject({ saleId, outcome: "being_processed", reason: "fake_phone" });
    const decided = await data("admin", DECIDE, { input: { ids: [inv.id], outcome: "accepted", note: "Confirmé" } });
    expect(decided.updated[0]).toMatchObject({ id: inv.id, outcome: "accepted", refundCents: 4_200 });
    expect(await balance("annonceur")).toBe(before + 123_456);

    const adj = await data("admin", ADJUST, { input: { userId: 4, amountCents: -1_000, reason: "Frais de dossier" } });
    expect(adj).toMatchObject({ kind: "adjustment", amountCents: -1_000, reason: "Frais de dossier", userId: 4 });
    const noReason = await ask("admin", ADJUST, { input: { userId: 4, amountCents: 500, reason: " " } });
    expect(codeOf(noReason.body)).toBe("BAD_USER_INPUT");
    expect(noReason.body.errors?.[0]?.extensions).toMatchObject({ fields: { reason: "reasonRequired" } });
    expect(codeOf((await ask("admin", ADJUST, { input: { userId: 4, amountCents: 0, reason: "Rien" } })).body)).toBe(
      "BAD_USER_INPUT",
    );

    const after = await balance("annonceur");
    expect(after).toBe(before + 123_456 - 1_000);
    const ledger = await data("annonceur", LEDGER);
    expect(ledger.truncated).toBe(false);
    expect(ledger.rows.reduce((s: number, r: { amountCents: number }) => s + r.amountCents, 0)).toBe(after);
    expect(ledger.totals.net).toBe(after);
    expect(ledger.totals.credits + ledger.totals.debits).toBe(after);
    const kinds = new Set(ledger.rows.map((r: { kind: string }) => r.kind));
    for (const k of ["prepayment", "sale", "refund", "adjustment"]) expect(kinds.has(k)).toBe(true);

    // The admin's Transactions agree with the ledger, filter by filter.
    const tx = await data("admin", TRANSACTIONS, { filter: { userId: 4, kind: "refund" } });
    expect(tx.rows.every((r: { userId: number; kind: string }) => r.userId === 4 && r.kind === "refund")).toBe(true);
    expect(tx.totals.net).toBe(
      await num(sql`select coalesce(sum(amount_cents), 0) v from balance_ledger where user_id = 4 and kind = 'refund'`),
    );
    const all = await data("admin", TRANSACTIONS, {});
    expect(all.totals.net).toBe(await num(sql`select coalesce(sum(amount_cents), 0) v from balance_ledger`));
    expect(all.totals.count).toBe(await num(sql`select count(*) v from balance_ledger`));
  });

  it("credits a validated request once, even when two administrators validate it at the same time", async () => {
    const req = await data("annonceur", REQUEST_PREPAYMENT, { input: { amountCents: 50_000, method: "card" } });
    const before = await ledgerSum(4);
    const results = await Promise.all([
      ask("admin", VALIDATE, { id: req.id }),
      ask("admin", VALIDATE, { id: req.id }),
      ask("admin", VALIDATE, { id: req.id }),
    ]);
    expect(results.filter((r) => !r.body.errors).length).toBe(1);
    for (const r of results.filter((x) => x.body.errors)) {
      expect(codeOf(r.body)).toBe("CONFLICT");
      expect(reasonOf(r.body)).toBe("prepaymentAlreadyDecided");
    }
    // And straight through the domain, on separate connections on PostgreSQL.
    const other = await data("annonceur", REQUEST_PREPAYMENT, { input: { amountCents: 7_000, method: "transfer" } });
    const settled = await Promise.allSettled([
      validatePrepayment(t.db, other.id, 1),
      validatePrepayment(t.db, other.id, 2),
      validatePrepayment(t.db, other.id, 3),
    ]);
    expect(settled.filter((s) => s.status === "fulfilled").length).toBe(1);
    expect(await num(sql`select count(*) v from balance_ledger where prepayment_id in (${req.id}, ${other.id})`)).toBe(
      2,
    );
    expect(await ledgerSum(4)).toBe(before + 57_000);
    // A validated request cannot be refused afterwards.
    const refuse = await ask("admin", REFUSE, { id: req.id, reason: "Trop tard" });
    expect(reasonOf(refuse.body)).toBe("prepaymentAlreadyDecided");
    expect(codeOf((await ask("admin", VALIDATE, { id: 999_999 })).body)).toBe("NOT_FOUND");
  });

  it("refuses a request with its reason and writes nothing to the ledger", async () => {
    const req = await data("multi", REQUEST_PREPAYMENT, { input: { amountCents: 20_000, method: "transfer" } });
    const before = await ledgerSum(7);
    const noReason = await ask("admin", REFUSE, { id: req.id, reason: "" });
    expect(noReason.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { reason: "reasonRequired" },
    });
    const refused = await data("admin", REFUSE, { id: req.id, reason: "Virement jamais reçu" });
    expect(refused).toMatchObject({ status: "refused", refusalReason: "Virement jamais reçu" });
    expect(await ledgerSum(7)).toBe(before);
    const mine = await data("multi", PREPAYMENTS);
    expect(mine.find((p: { id: number }) => p.id === req.id)).toMatchObject({
      status: "refused",
      refusalReason: "Virement jamais reçu",
    });
    expect(mine.every((p: { userId: number }) => p.userId === 7)).toBe(true);
    expect(await num(sql`select count(*) v from prepayments where user_id = 7`)).toBe(mine.length);
  });

  it("enforces the invalidation policy with clear codes", async () => {
    await setPolicy(7, 100);
    const old = await buy(7, 8, 2_000);
    const tooOld = await ask("multi", REQUEST_INVALIDATION, { input: { saleId: old, reason: "no_answer" } });
    expect(codeOf(tooOld.body)).toBe("BAD_USER_INPUT");
    expect(tooOld.body.errors?.[0]?.extensions).toMatchObject({ reason: "leadTooOld", maxLeadAgeDays: 7 });
    await setPolicy(10, 100);
    expect((await data("multi", REQUEST_INVALIDATION, { input: { saleId: old, reason: "no_answer" } })).outcome).toBe(
      "being_processed",
    );

    // One request per sale.
    const again = await ask("multi", REQUEST_INVALIDATION, { input: { saleId: old, reason: "fake_phone" } });
    expect(codeOf(again.body)).toBe("CONFLICT");
    expect(reasonOf(again.body)).toBe("invalidationAlreadyRequested");

    // The return rate over 30 days, this request included, may not pass the maximum.
    const fresh = await buy(7, 0, 2_000);
    const sales = await num(
      sql`select count(*) v from market_sales where user_id = 7 and created_at >= now() - interval '30 days'`,
    );
    const returns = await num(
      sql`select count(*) v from market_invalidations where user_id = 7 and created_at >= now() - interval '30 days' and outcome in ('being_processed', 'accepted')`,
    );
    const needed = Math.ceil(((returns + 1) * 100) / sales);
    await setPolicy(10, needed - 1);
    const over = await ask("multi", REQUEST_INVALIDATION, { input: { saleId: fresh, reason: "no_request" } });
    expect(codeOf(over.body)).toBe("BAD_USER_INPUT");
    expect(over.body.errors?.[0]?.extensions).toMatchObject({
      reason: "returnRateExceeded",
      maxReturnRatePercent: needed - 1,
    });
    await setPolicy(10, Math.min(needed, 100));
    expect(
      (await data("multi", REQUEST_INVALIDATION, { input: { saleId: fresh, reason: "no_request" } })).outcome,
    ).toBe("being_processed");

    // An unknown reason is the form's error; the policy itself is validated too.
    const bad = await ask("multi", REQUEST_INVALIDATION, { input: { saleId: fresh, reason: "bored" } });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { reason: "reasonRequired" },
    });
    expect(codeOf((await ask("admin", POLICY, { input: { maxLeadAgeDays: 0, maxReturnRatePercent: 20 } })).body)).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf((await ask("multi", POLICY, { input: { maxLeadAgeDays: 7, maxReturnRatePercent: 100 } })).body)).toBe(
      "FORBIDDEN",
    );
    expect(
      await data(
        "multi",
        graphql(`
          {
            invalidationPolicy {
              maxLeadAgeDays
              maxReturnRatePercent
            }
          }
        `),
      ),
    ).toEqual({ maxLeadAgeDays: 10, maxReturnRatePercent: Math.min(needed, 100) });
  });

  it("refunds an accepted invalidation once, whatever is decided afterwards", async () => {
    await setPolicy(7, 100);
    const saleId = await buy(7, 1, 3_300);
    const inv = await data("multi", REQUEST_INVALIDATION, { input: { saleId, reason: "number_not_allocated" } });
    const before = await ledgerSum(7);
    // Being processed, then accepted twice at once, then again, then an attempt to refuse it.
    await data("admin", DECIDE, { input: { ids: [inv.id], outcome: "being_processed" } });
    expect(await ledgerSum(7)).toBe(before);
    const both = await Promise.all([
      ask("admin", DECIDE, { input: { ids: [inv.id], outcome: "accepted" } }),
      ask("admin", DECIDE, { input: { ids: [inv.id], outcome: "accepted" } }),
    ]);
    for (const r of both) expect(r.body.errors).toBeUndefined();
    await data("admin", DECIDE, { input: { ids: [inv.id], outcome: "accepted" } });
    const refused = await data("admin", DECIDE, {
      input: { ids: [inv.id], outcome: "refused", note: "Changement d'avis" },
    });
    expect(refused.skipped).toEqual([inv.id]);
    expect(await num(sql`select count(*) v from balance_ledger where invalidation_id = ${inv.id}`)).toBe(1);
    expect(await ledgerSum(7)).toBe(before + 3_300);
    const seen = await data("multi", LEADS);
    expect(seen.find((l: { saleId: number }) => l.saleId === saleId)).toMatchObject({
      invalidationId: inv.id,
      invalidationOutcome: "accepted",
    });

    // Valid and refused outcomes refund nothing; a refusal needs its note.
    const s2 = await buy(7, 1, 1_100);
    const s3 = await buy(7, 1, 1_200);
    const i2 = await data("multi", REQUEST_INVALIDATION, { input: { saleId: s2, reason: "no_answer" } });
    const i3 = await data("multi", REQUEST_INVALIDATION, { input: { saleId: s3, reason: "ws_refused" } });
    const mid = await ledgerSum(7);
    const noNote = await ask("admin", DECIDE, { input: { ids: [i2.id, i3.id], outcome: "refused" } });
    expect(noNote.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { note: "noteRequired" },
    });
    const bulk = await data("admin", DECIDE, {
      input: { ids: [i2.id, i3.id], outcome: "valid", note: "Leads joignables" },
    });
    expect(bulk.updated.map((u: { outcome: string }) => u.outcome)).toEqual(["valid", "valid"]);
    expect(await ledgerSum(7)).toBe(mid);
    const filtered = await data("admin", INVALIDATIONS, { filter: { userId: 7, outcome: "valid" } });
    expect(filtered.map((f: { id: number }) => f.id).sort()).toEqual([i2.id, i3.id].sort());
    expect(codeOf((await ask("admin", DECIDE, { input: { ids: [999_999], outcome: "valid" } })).body)).toBe(
      "NOT_FOUND",
    );
  });

  it("reports client statistics, profitability and the advertiser's dashboard from the same rows", async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    const from = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date(Date.now() - 29 * DAY));
    const stats = await data(
      "admin",
      graphql(`
        query ($from: String!, $to: String!) {
          marketClientStats(from: $from, to: $to) {
            rows {
              userId
              spendCents
              leadsBought
              balanceCents
              invalidations
            }
            daily {
              day
              spendCents
            }
          }
        }
      `),
      { from, to: today },
    );
    const four = stats.rows.find((r: { userId: number }) => r.userId === 4)!;
    const range = sql`created_at >= (${from}::date::timestamp at time zone 'Europe/Paris') and created_at < ((${today}::date + 1)::timestamp at time zone 'Europe/Paris')`;
    expect(four.spendCents).toBe(
      await num(
        sql`select coalesce(-sum(amount_cents), 0) v from balance_ledger where user_id = 4 and kind = 'sale' and ${range}`,
      ),
    );
    expect(four.leadsBought).toBe(await num(sql`select count(*) v from market_sales where user_id = 4 and ${range}`));
    expect(four.balanceCents).toBe(await ledgerSum(4));
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.reduce((s: number, d: { spendCents: number }) => s + d.spendCents, 0)).toBe(
      await num(sql`select coalesce(-sum(amount_cents), 0) v from balance_ledger where kind = 'sale' and ${range}`),
    );
    const bad = await ask(
      "admin",
      graphql(`
        {
          marketClientStats(from: "2026-02-10", to: "2026-02-01") {
            rows {
              userId
            }
          }
        }
      `),
    );
    expect(codeOf(bad.body)).toBe("BAD_USER_INPUT");

    const p = await data(
      "admin",
      graphql(`
        query ($from: String!, $to: String!) {
          marketProfitability(from: $from, to: $to) {
            categories {
              category
              salesRevenueCents
              intakeCostCents
              marginCents
              refundCents
            }
            totals {
              revenueCents
              costCents
              marginCents
              refundCents
            }
            daily {
              day
              marginCents
            }
          }
        }
      `),
      { from, to: today },
    );
    expect(p.totals.revenueCents).toBe(
      await num(sql`select coalesce(sum(price_cents), 0) v from market_sales where ${range}`),
    );
    expect(p.totals.costCents).toBe(
      await num(
        sql`select coalesce(sum(s.cost_cents), 0) v from market_leads l join market_sources s on s.id = l.source_id where l.created_at >= (${from}::date::timestamp at time zone 'Europe/Paris') and l.created_at < ((${today}::date + 1)::timestamp at time zone 'Europe/Paris')`,
      ),
    );
    expect(p.totals.marginCents).toBe(p.totals.revenueCents - p.totals.refundCents - p.totals.costCents);
    expect(p.daily.reduce((s: number, d: { marginCents: number }) => s + d.marginCents, 0)).toBe(p.totals.marginCents);

    const dash = await data(
      "multi",
      graphql(`
        {
          marketDashboard {
            balance {
              soldeHt
              low
            }
            spend {
              day
              amountCents
            }
            spendTotalCents
            leadsBought30
            recentLeads {
              saleId
            }
            invalidations {
              accepted
              valid
              being_processed
              refused
              refundedCents
            }
          }
        }
      `),
    );
    expect(dash.balance.soldeHt).toBe(await ledgerSum(7));
    expect(dash.spend).toHaveLength(30);
    expect(dash.invalidations.accepted).toBe(
      await num(sql`select count(*) v from market_invalidations where user_id = 7 and outcome = 'accepted'`),
    );
    expect(dash.invalidations.refundedCents).toBe(
      await num(sql`select coalesce(sum(amount_cents), 0) v from balance_ledger where user_id = 7 and kind = 'refund'`),
    );
    expect(dash.recentLeads.length).toBe(
      Math.min(5, await num(sql`select count(*) v from market_sales where user_id = 7`)),
    );
  });
});
