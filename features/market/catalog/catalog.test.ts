import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { intakeLead } from "@/features/market/distribution/server/intake/intake";
import { demoSourceKey } from "@/lib/db/seed/market-stock";
import { users } from "@/lib/db/schema";
import { graphql } from "@/lib/graphql/market";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf, type Query } from "@/tests/helpers/api";
import { rowsOf } from "@/tests/helpers/market-fixtures";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const ACCOUNTS = { admin: 1, tem: 2, annonceur: 4, editeur: 6 } as const;
type Account = keyof typeof ACCOUNTS;

const CATEGORY = {
  name: "Isolation des combles",
  icon: "house",
  description: "Combles perdus à isoler.",
  priceExclusiveCents: 4000,
  priceDuoCents: 2500,
  priceTrioCents: 1800,
  active: true,
  fields: [{ key: "surface", label: "Surface", type: "number", options: [], required: true }],
};
const CREATE = graphql(`
  mutation ($input: MarketCategoryInput!) {
    createMarketCategory(input: $input) {
      id
      name
      fields {
        key
        type
        required
      }
      leads {
        total
      }
    }
  }
`);

describe.each(ENGINES)("market catalog API on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const tokens = {} as Record<Account, string>;
  const ask = <TData = Record<string, unknown>>(
    who: Account,
    query: Query<TData>,
    variables?: Record<string, unknown>,
  ) => call("market", query, { token: tokens[who], variables });
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
  const daysAgo = (n: number) =>
    new Date(Date.now() - n * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });

  beforeAll(async () => {
    t = await seededTestDb(engine);
    call = apiClient(t.db);
    for (const [name, id] of Object.entries(ACCOUNTS)) {
      const [u] = await t.db.select().from(users).where(eq(users.id, id));
      tokens[name as Account] = await sessionTokenFor(u!);
    }
  }, 180_000); // the whole demo seed, on a busy machine
  afterAll(() => t?.dispose());

  it("lists the seeded catalogue with lead counts for the marketplace admin only", async () => {
    const r = await ask(
      "admin",
      graphql(`
        {
          marketCategories {
            id
            name
            active
            priceExclusiveCents
            fields {
              key
            }
            leads {
              total
              available
              sold
              unsold
            }
          }
        }
      `),
    );
    expect(r.body.errors).toBeUndefined();
    const cats = r.body.data!.marketCategories;
    expect(cats.length).toBeGreaterThanOrEqual(6);
    const total = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int n from market_leads`))[0]!.n;
    expect(cats.reduce((s, c) => s + c.leads!.total, 0)).toBe(total);
    expect(cats.some((c) => !c.active)).toBe(true);
    // The advertiser sees the active catalogue, without counts.
    const an = await ask(
      "annonceur",
      graphql(`
        {
          marketCategories {
            name
            active
            leads {
              total
            }
          }
        }
      `),
    );
    expect(an.body.data!.marketCategories.every((c) => c.active && c.leads === null)).toBe(true);
    expect(codeOf((await ask("tem", `{ marketSources { id } }`)).body)).toBe("FORBIDDEN");
    expect(codeOf((await ask("editeur", `{ marketCategories { id } }`)).body)).toBe("FORBIDDEN");
  });

  it("creates, validates and edits a category with its own fields; advertisers cannot", async () => {
    expect(codeOf((await ask("annonceur", CREATE, { input: CATEGORY })).body)).toBe("FORBIDDEN");
    const bad = await ask("admin", CREATE, {
      input: {
        ...CATEGORY,
        name: "Assurance santé",
        fields: [{ key: "Email", label: "", type: "select", options: [], required: false }],
      },
    });
    expect(codeOf(bad.body)).toBe("BAD_USER_INPUT");
    expect(bad.body.errors![0]!.extensions?.fields).toMatchObject({
      "fields.0.key": "fieldKey",
      "fields.0.label": "required",
      "fields.0.options": "optionsRequired",
    });
    const ok = await ask("admin", CREATE, { input: CATEGORY });
    expect(ok.body.errors).toBeUndefined();
    const id = ok.body.data!.createMarketCategory.id;
    expect(codeOf((await ask("admin", CREATE, { input: CATEGORY })).body)).toBe("BAD_USER_INPUT"); // name taken
    const upd = await ask(
      "admin",
      graphql(`
        mutation ($id: Int!, $input: MarketCategoryInput!) {
          updateMarketCategory(id: $id, input: $input) {
            priceDuoCents
            fields {
              key
              options
            }
          }
        }
      `),
      {
        id,
        input: {
          ...CATEGORY,
          priceDuoCents: 2600,
          fields: [
            ...CATEGORY.fields,
            { key: "chauffage", label: "Chauffage", type: "select", options: ["Gaz", "Fioul"], required: false },
          ],
        },
      },
    );
    expect(upd.body.data!.updateMarketCategory).toEqual({
      priceDuoCents: 2600,
      fields: [
        { key: "surface", options: [] },
        { key: "chauffage", options: ["Gaz", "Fioul"] },
      ],
    });

    // A partner posts a lead to it; the report and stock count it.
    const r = await intakeLead(t.db, demoSourceKey("leadflow"), {
      category_id: id,
      first_name: "Inès",
      last_name: "Roux",
      email: "ines.roux@exemple.test",
      phone: "+33 6 98 76 54 32",
      postcode: "69003",
      surface: "85",
      chauffage: "Gaz",
    });
    expect(r).toMatchObject({ status: 201, soldTo: 0 });
    expect((await intakeLead(t.db, demoSourceKey("social-ads"), {})).status).toBe(401);
    const report = await ask(
      "admin",
      graphql(`
        query ($id: Int!, $from: String!, $to: String!) {
          marketCategoryReport(id: $id, from: $from, to: $to) {
            collected
            available
            sales
            revenueCents
            daily {
              day
              collected
            }
          }
        }
      `),
      { id, from: daysAgo(6), to: today },
    );
    expect(report.body.data!.marketCategoryReport).toMatchObject({
      collected: 1,
      available: 1,
      sales: 0,
      revenueCents: 0,
    });
    expect(report.body.data!.marketCategoryReport!.daily).toHaveLength(7);
    const off = await ask(
      "admin",
      graphql(`
        mutation ($id: Int!) {
          setMarketCategoryActive(id: $id, active: false) {
            active
          }
        }
      `),
      { id },
    );
    expect(off.body.data!.setMarketCategoryActive.active).toBe(false);
    expect((await intakeLead(t.db, demoSourceKey("leadflow"), { category_id: id })).status).toBe(400);
  });

  it("reports the stock per category and day, equal to the leads table", async () => {
    const from = daysAgo(59);
    const r = await ask(
      "admin",
      graphql(`
        query ($from: String!, $to: String!) {
          marketStockReport(from: $from, to: $to) {
            totals {
              collected
              available
              sold
              sold3
              unsold
            }
            byCategory {
              categoryName
              collected
            }
            rows {
              day
              categoryId
              collected
            }
          }
        }
      `),
      { from, to: today },
    );
    expect(r.body.errors).toBeUndefined();
    const expected = rowsOf<Record<string, number>>(
      await t.db.execute(
        sql`select count(*)::int collected, (count(*) filter (where state = 'available'))::int available, (count(*) filter (where sold_count > 0))::int sold, (count(*) filter (where sold_count = 3))::int sold3, (count(*) filter (where state = 'unsold'))::int unsold from market_leads where day between ${from}::date and ${today}::date`,
      ),
    )[0]!;
    const totals = r.body.data!.marketStockReport.totals;
    expect(totals).toEqual(expected);
    expect(totals.collected).toBeGreaterThan(1000);
    expect(totals.unsold).toBeGreaterThan(0);
    expect(
      codeOf(
        (await ask("annonceur", `{ marketStockReport(from: "${from}", to: "${today}") { totals { collected } } }`))
          .body,
      ),
    ).toBe("FORBIDDEN");
    expect(
      codeOf(
        (await ask("admin", `{ marketStockReport(from: "${today}", to: "${from}") { totals { collected } } }`)).body,
      ),
    ).toBe("BAD_USER_INPUT");
  });

  it("creates a source whose key works once shown, and deactivates it", async () => {
    const r = await ask(
      "admin",
      graphql(`
        mutation {
          createMarketSource(name: "Nouveau partenaire", costCents: 500) {
            apiKey
            source {
              id
              active
              leads
            }
          }
        }
      `),
    );
    expect(r.body.errors).toBeUndefined();
    const { apiKey, source } = r.body.data!.createMarketSource;
    const [sante] = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from market_categories where name = 'Assurance santé'`),
    );
    const body = {
      category_id: sante!.id,
      first_name: "Jean",
      last_name: "Petit",
      email: "jean.petit@exemple.test",
      phone: "0611223344",
      postcode: "75011",
      regime: "TNS",
    };
    expect(await intakeLead(t.db, apiKey, body)).toMatchObject({ status: 201 });
    expect((await intakeLead(t.db, apiKey, body)).status).toBe(409);
    await ask("admin", `mutation($id: Int!) { setMarketSourceActive(id: $id, active: false) }`, { id: source.id });
    expect((await intakeLead(t.db, apiKey, { ...body, email: "autre@exemple.test", phone: "0611223345" })).status).toBe(
      401,
    );
    const list = await ask(
      "admin",
      graphql(`
        {
          marketSources {
            name
            active
            leads
          }
        }
      `),
    );
    expect(list.body.data!.marketSources).toContainEqual({ name: "Nouveau partenaire", active: false, leads: 1 });
  });
});
