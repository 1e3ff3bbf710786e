import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import { graphql } from "@/lib/graphql/market";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf, onlyField, type Query } from "@/tests/helpers/api";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const ACCOUNTS = { admin: 1, annonceur: 4, annonceurPerf: 5, editeur: 6, multi: 7 } as const;
type Account = keyof typeof ACCOUNTS;

const ORDER_FIELDS = graphql(`
  fragment OrderFields on MarketOrder {
    id
    userId
    categoryId
    saleType
    state
    delivered
    totalVolume
    unitPriceCents
    promoCode
    criteria {
      departments
      ageMin
      ageMax
    }
  }
`);
const CREATE = graphql(`
  mutation ($input: MarketOrderInput!, $userId: Int) {
    createMarketOrder(input: $input, userId: $userId) {
      id
      distributed
      balanceShort
    }
  }
`);

describe.each(ENGINES)("marketplace orders, filters, cart and promo codes on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const tokens = {} as Record<Account, string>;

  async function rows<R = Record<string, unknown>>(query: string): Promise<R[]> {
    const res = await t.db.execute(sql.raw(query));
    return (res as unknown as { rows: R[] }).rows;
  }
  const num = async (query: string) => Number((await rows<{ v: unknown }>(query))[0]?.v ?? 0);
  const ask = <TData = Record<string, unknown>>(
    who: Account,
    query: Query<TData>,
    variables?: Record<string, unknown>,
  ) => call("market", query, { token: tokens[who], variables });
  async function data<TData>(who: Account, query: Query<TData>, variables?: Record<string, unknown>) {
    const r = await ask(who, query, variables);
    expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
    return onlyField(r.body.data!);
  }
  const balance = (userId: number) =>
    num(`select coalesce(sum(amount_cents), 0) v from balance_ledger where user_id = ${userId}`);
  const firstCategory = () => num(`select min(id) v from market_categories`);
  const baseOrder = async (over: Record<string, unknown> = {}) => ({
    categoryId: await firstCategory(),
    saleType: "trio",
    criteria: {},
    totalVolume: 3,
    dailyCap: null,
    days: [1, 2, 3, 4, 5, 6, 7],
    hourFrom: 0,
    hourTo: 24,
    delivery: "email",
    ...over,
  });

  beforeAll(async () => {
    t = await seededTestDb(engine);
    call = apiClient(t.db);
    for (const [name, id] of Object.entries(ACCOUNTS)) {
      const [u] = await t.db.select().from(users).where(eq(users.id, id));
      tokens[name as Account] = await sessionTokenFor(u!);
    }
  });
  afterAll(async () => t?.dispose());

  it("the seed keeps every marketplace invariant", async () => {
    // Every sale debit has its sale, and every sale its debit of the same amount.
    expect(await num(`select count(*) v from balance_ledger where kind = 'sale' and sale_id is null`)).toBe(0);
    expect(
      await num(
        `select count(*) v from market_sales s left join balance_ledger l on l.sale_id = s.id and l.kind = 'sale' where l.id is null or l.amount_cents <> -s.price_cents`,
      ),
    ).toBe(0);
    // No lead beyond its buyer limit; sold counts follow the sales.
    expect(
      await num(
        `select count(*) v from market_leads l where sold_count <> (select count(*) from market_sales s where s.lead_id = l.id)`,
      ),
    ).toBe(0);
    expect(
      await num(
        `select count(*) v from market_sales s join market_leads l on l.id = s.lead_id where l.buyer_limit <> case s.sale_type when 'exclusive' then 1 when 'duo' then 2 else 3 end`,
      ),
    ).toBe(0);
    // An order's delivered count is its sales, within its volume.
    expect(
      await num(
        `select count(*) v from market_orders o where delivered <> (select count(*) from market_sales s where s.order_id = o.id)`,
      ),
    ).toBe(0);
    // No balance below zero at any instant.
    expect(
      await num(
        `select count(*) v from (select sum(amount_cents) over (partition by user_id order by created_at, id) b from balance_ledger) x where b < 0`,
      ),
    ).toBe(0);
    // Orders in each state for annonceur@ and multi@.
    for (const userId of [4, 7]) {
      expect(await num(`select count(distinct state) v from market_orders where user_id = ${userId}`)).toBe(4);
      expect(await num(`select count(*) v from market_filters where user_id = ${userId}`)).toBeGreaterThan(0);
    }
  });

  it("an advertiser cannot see or act on another's orders, filters or cart", async () => {
    const other = await num(`select min(id) v from market_orders where user_id = 7 and state = 'in_progress'`);
    for (const q of [
      `{ marketOrder(id: ${other}) { order { id } } }`,
      `mutation { pauseMarketOrder(id: ${other}) { state } }`,
      `mutation { cancelMarketOrder(id: ${other}) { state } }`,
    ]) {
      expect(codeOf((await ask("annonceur", q)).body)).toBe("NOT_FOUND");
    }
    const input = await baseOrder();
    expect(
      codeOf(
        (
          await ask(
            "annonceur",
            `mutation($input: MarketOrderInput!) { updateMarketOrder(id: ${other}, input: $input) { id } }`,
            { input },
          )
        ).body,
      ),
    ).toBe("NOT_FOUND");
    expect(await num(`select count(*) v from market_orders where id = ${other} and state = 'in_progress'`)).toBe(1);
    // Own list only.
    const mine = await data(
      "annonceur",
      graphql(
        `
          {
            mesCommandes {
              ...OrderFields
            }
          }
        `,
        [ORDER_FIELDS],
      ),
    );
    expect(mine.length).toBe(await num(`select count(*) v from market_orders where user_id = 4`));
    expect(mine.every((o: { userId: number }) => o.userId === 4)).toBe(true);
    expect(
      codeOf(
        (
          await ask(
            "annonceur",
            graphql(`
              {
                marketOrders {
                  id
                }
              }
            `),
          )
        ).body,
      ),
    ).toBe("FORBIDDEN");
    expect(
      codeOf(
        (
          await ask(
            "annonceur",
            graphql(`
              {
                suiviCommandes {
                  late
                }
              }
            `),
          )
        ).body,
      ),
    ).toBe("FORBIDDEN");
    // Someone else's user id in an order.
    expect(codeOf((await ask("annonceur", CREATE, { input, userId: 7 })).body)).toBe("FORBIDDEN");
    // Filters.
    const filter = await num(`select min(id) v from market_filters where user_id = 7`);
    expect(codeOf((await ask("annonceur", `{ marketSavedFilter(id: ${filter}) { id } }`)).body)).toBe("NOT_FOUND");
    expect(codeOf((await ask("annonceur", `mutation { deleteMarketFilter(id: ${filter}) }`)).body)).toBe("NOT_FOUND");
    expect(await num(`select count(*) v from market_filters where id = ${filter}`)).toBe(1);
    const filters = await data(
      "annonceur",
      graphql(`
        {
          mesFiltres {
            userId
          }
        }
      `),
    );
    expect(filters.length).toBeGreaterThan(0);
    expect(filters.every((f: { userId: number }) => f.userId === 4)).toBe(true);
    // Cart: multi@'s lines stay.
    const line = await num(`select min(id) v from cart_items where user_id = 7`);
    await data("annonceur", `mutation { removeFromCart(ids: [${line}]) { trio duo exclusive } }`);
    expect(await num(`select count(*) v from cart_items where id = ${line}`)).toBe(1);
    const cart = await data(
      "annonceur",
      graphql(`
        {
          monPanier {
            lines {
              id
            }
          }
        }
      `),
    );
    expect(cart.lines.length).toBe(await num(`select count(*) v from cart_items where user_id = 4`));
    // Not a marketplace client; not an advertiser.
    expect(
      codeOf(
        (
          await ask(
            "annonceurPerf",
            graphql(`
              {
                mesCommandes {
                  id
                }
              }
            `),
          )
        ).body,
      ),
    ).toBe("FORBIDDEN");
    expect(
      codeOf(
        (
          await ask(
            "editeur",
            graphql(`
              {
                monPanier {
                  totalCents
                }
              }
            `),
          )
        ).body,
      ),
    ).toBe("FORBIDDEN");
    // The administrator sees everything.
    const all = await data(
      "admin",
      graphql(`
        {
          marketOrders {
            id
          }
        }
      `),
    );
    expect(all.length).toBe(await num(`select count(*) v from market_orders`));
    expect(
      (
        await data(
          "admin",
          graphql(`
            query ($id: Int!) {
              marketOrder(id: $id) {
                order {
                  id
                  userId
                }
              }
            }
          `),
          { id: other },
        )
      ).order.userId,
    ).toBe(7);
  });

  it("the wizard's input is validated with clear errors and nothing is written", async () => {
    const before = await num(`select count(*) v from market_orders`);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ totalVolume: 0 }, "totalVolume", "volume"],
      [{ totalVolume: -5 }, "totalVolume", "volume"],
      [{ hourFrom: 18, hourTo: 9 }, "hourTo", "hoursOrder"],
      [{ hourFrom: 0, hourTo: 25 }, "hourTo", "hours"],
      [{ saleType: "quatuor" }, "saleType", "saleType"],
      [{ days: [] }, "days", "days"],
      [{ dailyCap: 10, totalVolume: 5 }, "dailyCap", "dailyCapAboveVolume"],
      [{ criteria: { departments: ["999"] } }, "criteria.departments.0", "department"],
      [{ criteria: { ageMin: 60, ageMax: 30 } }, "criteria.ageMax", "ageOrder"],
      [{ delivery: "fax" }, "delivery", "delivery"],
    ];
    for (const [over, field, key] of cases) {
      const r = await ask("annonceur", CREATE, { input: await baseOrder(over) });
      expect(codeOf(r.body), JSON.stringify(over)).toBe("BAD_USER_INPUT");
      const ext = r.body.errors![0]!.extensions as { fields?: Record<string, string> };
      expect(ext.fields?.[field], JSON.stringify(over)).toBe(key);
    }
    // An unknown promo code and webhook delivery without the option are refused too.
    const promo = await ask("annonceur", CREATE, { input: await baseOrder({ promoCode: "NEXISTEPAS" }) });
    expect((promo.body.errors![0]!.extensions as { fields: Record<string, string> }).fields.promoCode).toBe(
      "promo.unknown",
    );
    const hook = await ask("multi", CREATE, { input: await baseOrder({ delivery: "webhook" }) });
    expect((hook.body.errors![0]!.extensions as { fields: Record<string, string> }).fields.delivery).toBe(
      "webhookUnavailable",
    );
    expect(await num(`select count(*) v from market_orders`)).toBe(before);
  });

  it("a percent promo code lowers the unit price; an amount code is credited once", async () => {
    const category = await firstCategory();
    const price = await num(`select price_duo_cents v from market_categories where id = ${category}`);
    const quote = await data(
      "annonceur",
      graphql(`
        query ($i: MarketOrderQuoteInput!) {
          marketOrderQuote(input: $i) {
            basePriceCents
            unitPriceCents
            totalCents
            promoKind
            promoRefusal
          }
        }
      `),
      {
        i: { categoryId: category, saleType: "duo", totalVolume: 10, promoCode: "printemps10" },
      },
    );
    expect(quote).toMatchObject({
      basePriceCents: price,
      unitPriceCents: Math.round(price * 0.9),
      totalCents: Math.round(price * 0.9) * 10,
      promoKind: "percent",
      promoRefusal: null,
    });
    const uses = await num(`select uses v from market_promo_codes where code = 'PRINTEMPS10'`);
    // Paused right away so that the test does not depend on the schedule: hours of the whole day.
    const created = await data("annonceur", CREATE, {
      input: await baseOrder({ saleType: "duo", totalVolume: 2, promoCode: "PRINTEMPS10" }),
    });
    expect(await num(`select unit_price_cents v from market_orders where id = ${created.id}`)).toBe(
      Math.round(price * 0.9),
    );
    expect(await num(`select uses v from market_promo_codes where code = 'PRINTEMPS10'`)).toBe(uses + 1);
    expect(
      await num(
        `select count(*) v from market_sales where order_id = ${created.id} and price_cents <> ${Math.round(price * 0.9)}`,
      ),
    ).toBe(0);

    // An amount code: credited to the ledger as promo, once.
    const credit = await num(`select value v from market_promo_codes where code = 'OFFRE100'`);
    const before = await balance(4);
    const spentBefore = await num(`select coalesce(sum(price_cents), 0) v from market_sales where user_id = 4`);
    await data("annonceur", CREATE, { input: await baseOrder({ totalVolume: 1, promoCode: "OFFRE100" }) });
    const spent =
      (await num(`select coalesce(sum(price_cents), 0) v from market_sales where user_id = 4`)) - spentBefore;
    expect(await balance(4)).toBe(before + credit - spent);
    expect(
      await num(
        `select count(*) v from balance_ledger where user_id = 4 and kind = 'promo' and promo_code_id = (select id from market_promo_codes where code = 'OFFRE100')`,
      ),
    ).toBe(1);
    const again = await ask("annonceur", CREATE, { input: await baseOrder({ totalVolume: 1, promoCode: "OFFRE100" }) });
    expect((again.body.errors![0]!.extensions as { fields: Record<string, string> }).fields.promoCode).toBe(
      "promo.alreadyUsed",
    );
    // Expired and used-up codes.
    for (const [code, reason] of [
      ["SOLAIRE20", "expired"],
      ["FIDELITE15", "exhausted"],
    ]) {
      const q = await data(
        "annonceur",
        graphql(`
          query ($i: MarketOrderQuoteInput!) {
            marketOrderQuote(input: $i) {
              unitPriceCents
              promoRefusal
            }
          }
        `),
        {
          i: { categoryId: category, saleType: "duo", totalVolume: 1, promoCode: code },
        },
      );
      expect(q).toEqual({ unitPriceCents: price, promoRefusal: reason });
    }
  });

  it("pause, then relaunch distributes matching stock to the order", async () => {
    const category = await firstCategory();
    // Mayotte: no seeded lead lives there, so only the lead added below matches.
    const order = await data("annonceur", CREATE, {
      input: await baseOrder({
        categoryId: category,
        saleType: "exclusive",
        totalVolume: 5,
        criteria: { departments: ["976"] },
      }),
    });
    expect(order.distributed).toBe(0);
    expect(
      (
        await data(
          "annonceur",
          graphql(`
            mutation ($id: Int!) {
              pauseMarketOrder(id: $id) {
                state
              }
            }
          `),
          { id: order.id },
        )
      ).state,
    ).toBe("paused");
    expect(codeOf((await ask("annonceur", `mutation { pauseMarketOrder(id: ${order.id}) { state } }`)).body)).toBe(
      "BAD_USER_INPUT",
    );
    // Stock arrives while it is paused: nothing goes to it until it is relaunched.
    await t.db
      .execute(sql`insert into market_leads (category_id, first_name, last_name, email, phone, postcode, department, age, day, created_at)
      values (${category}, 'Nina', 'Test', 'nina.relaunch@exemple.test', '+33611112222', '97600', '976', 40, '2020-01-01', now() - interval '1 hour')`);
    const lead = await num(`select max(id) v from market_leads`);
    expect(await num(`select delivered v from market_orders where id = ${order.id}`)).toBe(0);
    const paused = await data(
      "annonceur",
      graphql(`
        {
          mesCommandes(state: "paused") {
            id
          }
        }
      `),
    );
    expect(paused.map((o: { id: number }) => o.id)).toContain(order.id);
    const relaunched = await data(
      "annonceur",
      graphql(`
        mutation ($id: Int!) {
          relaunchMarketOrder(id: $id) {
            state
            distributed
          }
        }
      `),
      { id: order.id },
    );
    expect(relaunched).toEqual({ state: "in_progress", distributed: 1 });
    expect(await num(`select count(*) v from market_sales where order_id = ${order.id} and lead_id = ${lead}`)).toBe(1);
    expect(await num(`select delivered v from market_orders where id = ${order.id}`)).toBe(1);
    const price = await num(`select unit_price_cents v from market_orders where id = ${order.id}`);
    expect(
      await num(
        `select -sum(l.amount_cents) v from balance_ledger l join market_sales s on s.id = l.sale_id where s.order_id = ${order.id}`,
      ),
    ).toBe(price);
    expect(
      await num(
        `select count(*) v from market_leads where id = ${lead} and state = 'sold' and sold_count = 1 and buyer_limit = 1`,
      ),
    ).toBe(1);
    // Cancel is final.
    expect(
      (
        await data(
          "annonceur",
          graphql(`
            mutation ($id: Int!) {
              cancelMarketOrder(id: $id) {
                state
              }
            }
          `),
          { id: order.id },
        )
      ).state,
    ).toBe("cancelled");
    expect(codeOf((await ask("annonceur", `mutation { relaunchMarketOrder(id: ${order.id}) { state } }`)).body)).toBe(
      "BAD_USER_INPUT",
    );
  });

  it("cart checkout with an insufficient balance sells nothing; with enough, sells and empties the cart", async () => {
    const category = await firstCategory();
    const stock = await data(
      "multi",
      graphql(`
        query ($c: Int!) {
          marketStock(categoryId: $c, saleType: "exclusive") {
            total
            items {
              id
              inCart
            }
          }
        }
      `),
      { c: category },
    );
    expect(stock.total).toBeGreaterThan(3);
    const ids = stock.items
      .filter((i: { inCart: boolean }) => !i.inCart)
      .slice(0, 3)
      .map((i: { id: number }) => i.id);
    await data(
      "multi",
      graphql(`
        mutation ($ids: [Int!]!) {
          addToCart(leadIds: $ids, saleType: "exclusive") {
            exclusive
          }
        }
      `),
      { ids },
    );
    const cart = await data(
      "multi",
      graphql(`
        {
          monPanier {
            totalCents
            balanceCents
            lines {
              id
              available
              priceCents
            }
          }
        }
      `),
    );
    // multi@ (low balance) holds less than its cart: make sure of it without going below zero.
    if (cart.balanceCents >= cart.totalCents) {
      await t.db.execute(
        sql`insert into balance_ledger (user_id, kind, amount_cents, reason) values (7, 'adjustment', ${cart.totalCents - 1 - cart.balanceCents}, 'test')`,
      );
    }
    const sales = await num(`select count(*) v from market_sales where user_id = 7`);
    const lines = await num(`select count(*) v from cart_items where user_id = 7`);
    const r = await ask(
      "multi",
      graphql(`
        mutation {
          checkoutCart {
            sold
          }
        }
      `),
    );
    expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
    expect(r.body.errors![0]!.message).toBe("insufficientBalance");
    expect(await num(`select count(*) v from market_sales where user_id = 7`)).toBe(sales);
    expect(await num(`select count(*) v from cart_items where user_id = 7`)).toBe(lines);
    // Topped up: every available line is sold; a line whose lead went meanwhile is reported and removed.
    await t.db.execute(
      sql`insert into balance_ledger (user_id, kind, amount_cents, reason) values (7, 'adjustment', 1000000, 'test')`,
    );
    const [gone] = ids;
    await t.db.execute(sql`update market_leads set state = 'unsold' where id = ${gone}`);
    const done = await data(
      "multi",
      graphql(`
        mutation {
          checkoutCart {
            sold
            soldCents
            unavailable
            balanceCents
          }
        }
      `),
    );
    expect(done.unavailable).toContain(gone);
    expect(done.sold).toBe(lines - done.unavailable.length);
    expect(await num(`select count(*) v from cart_items where user_id = 7`)).toBe(0);
    expect(await num(`select count(*) v from market_sales where user_id = 7`)).toBe(sales + done.sold);
    expect(done.balanceCents).toBe(await balance(7));
    // A lead the buyer already has cannot go back into its cart.
    const bought = ids[1];
    expect(
      codeOf(
        (await ask("multi", `mutation { addToCart(leadIds: [${bought}], saleType: "exclusive") { exclusive } }`)).body,
      ),
    ).toBe("BAD_USER_INPUT");
  });

  it("saved filters: create, preview, update, delete", async () => {
    const category = await firstCategory();
    const dept = (
      await rows<{ d: string }>(
        `select department d from market_leads where category_id = ${category} and state = 'available' group by 1 order by count(*) desc limit 1`,
      )
    )[0]!.d;
    const preview = await data(
      "annonceur",
      graphql(`
        query ($c: Int!, $k: OrderCriteriaInput) {
          marketStockPreview(categoryId: $c, criteria: $k)
        }
      `),
      { c: category, k: { departments: [dept] } },
    );
    expect(preview).toBe(
      await num(
        `select count(*) v from market_leads where category_id = ${category} and state = 'available' and department = '${dept}' and coalesce(buyer_limit, 3) > sold_count`,
      ),
    );
    const created = await data(
      "annonceur",
      graphql(`
        mutation ($i: MarketSavedFilterInput!) {
          createMarketFilter(input: $i) {
            id
            name
            criteria {
              departments
            }
          }
        }
      `),
      {
        i: { name: "Test départements", categoryId: category, criteria: { departments: [dept] } },
      },
    );
    expect(created.criteria.departments).toEqual([dept]);
    const bad = await ask(
      "annonceur",
      graphql(`
        mutation ($i: MarketSavedFilterInput!) {
          createMarketFilter(input: $i) {
            id
          }
        }
      `),
      { i: { name: " ", categoryId: category } },
    );
    expect((bad.body.errors![0]!.extensions as { fields: Record<string, string> }).fields.name).toBe("required");
    await data(
      "annonceur",
      `mutation($i: MarketSavedFilterInput!) { updateMarketFilter(id: ${created.id}, input: $i) { id } }`,
      {
        i: { name: "Renommé", categoryId: category, criteria: { ageMin: 30 } },
      },
    );
    expect(await num(`select count(*) v from market_filters where id = ${created.id} and name = 'Renommé'`)).toBe(1);
    expect(await data("annonceur", `mutation { deleteMarketFilter(id: ${created.id}) }`)).toBe(true);
    expect(await num(`select count(*) v from market_filters where id = ${created.id}`)).toBe(0);
  });

  it("admin: promo codes CRUD, orders for a client, tracking", async () => {
    const created = await data(
      "admin",
      graphql(`
        mutation ($i: MarketPromoCodeInput!) {
          createMarketPromoCode(input: $i) {
            id
            code
            kind
            value
          }
        }
      `),
      { i: { code: "test-5", kind: "percent", value: 5 } },
    );
    expect(created).toMatchObject({ code: "TEST-5", kind: "percent", value: 5 });
    const dup = await ask(
      "admin",
      graphql(`
        mutation ($i: MarketPromoCodeInput!) {
          createMarketPromoCode(input: $i) {
            id
          }
        }
      `),
      { i: { code: "TEST-5", kind: "amount", value: 100 } },
    );
    expect(dup.body.errors![0]!.extensions?.fields?.code).toBe("codeTaken");
    const over = await ask(
      "admin",
      graphql(`
        mutation ($i: MarketPromoCodeInput!) {
          createMarketPromoCode(input: $i) {
            id
          }
        }
      `),
      { i: { code: "TROP", kind: "percent", value: 150 } },
    );
    expect(over.body.errors![0]!.extensions?.fields?.value).toBe("percentMax");
    expect(await data("admin", `mutation { deleteMarketPromoCode(id: ${created.id}) }`)).toBe("deleted");
    expect(
      codeOf(
        (
          await ask(
            "annonceur",
            graphql(`
              {
                marketPromoCodes {
                  id
                }
              }
            `),
          )
        ).body,
      ),
    ).toBe("FORBIDDEN");
    const grid = await data(
      "annonceur",
      graphql(`
        {
          mesTarifs(promoCode: "PRINTEMPS10") {
            promoKind
            rows {
              exclusiveCents
              exclusiveNetCents
            }
          }
        }
      `),
    );
    expect(grid.promoKind).toBe("percent");
    expect(grid.rows[0]!.exclusiveNetCents).toBe(Math.round(grid.rows[0]!.exclusiveCents * 0.9));

    // For a marketplace client only.
    expect(codeOf((await ask("admin", CREATE, { input: await baseOrder(), userId: 5 })).body)).toBe("BAD_USER_INPUT");
    const forClient = await data("admin", CREATE, { input: await baseOrder({ totalVolume: 1 }), userId: 7 });
    expect(await num(`select user_id v from market_orders where id = ${forClient.id}`)).toBe(7);
    const tracking = await data(
      "admin",
      graphql(`
        {
          suiviCommandes {
            order {
              id
              state
              delivered
              totalVolume
            }
            today
            late
          }
        }
      `),
    );
    expect(tracking.length).toBe(await num(`select count(*) v from market_orders where state = 'in_progress'`));
    expect(tracking.every((r: { order: { state: string } }) => r.order.state === "in_progress")).toBe(true);
    const filtered = await data(
      "admin",
      graphql(`
        {
          marketOrders(userId: 7, state: "paused") {
            userId
            state
          }
        }
      `),
    );
    expect(filtered.length).toBe(
      await num(`select count(*) v from market_orders where user_id = 7 and state = 'paused'`),
    );
  });
});
