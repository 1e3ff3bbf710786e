import { ApolloClient, InMemoryCache } from "@apollo/client";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeServerLink } from "@/lib/apollo/server-link";
import { SESSION_COOKIE } from "@/lib/constants";
import { users } from "@/lib/db/schema";
import { sessionTokenFor } from "@/lib/session/start";
import { seededTestDb, type TestDb } from "@/tests/helpers/test-db";
import { PERF_STATS_OPTIONS } from "./operations";

// The filter choices are read through a normalised cache: a program and a support that share an id
// must stay two entries (they once were one, and a program showed the support's name).
describe("statistics filter options in the Apollo cache", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await seededTestDb("pglite", { members: 2 });
  });
  afterAll(() => t?.dispose());

  it("keeps each kind's names when ids collide", async () => {
    const id = 990_001;
    await t.db.execute(
      sql`insert into perf_programs (id, advertiser_client_id, name, advertiser_price_cents, publisher_payout_cents) values (${id}, 501, 'Programme Collision', 2000, 1200)`,
    );
    await t.db.execute(
      sql`insert into perf_supports (id, publisher_client_id, name, broadcast_type) values (${id}, 801, 'Support Collision', 'emailing')`,
    );
    const [admin] = await t.db.select().from(users).where(eq(users.id, 1));
    const token = await sessionTokenFor(admin!);
    const headers = new Headers({ cookie: `${SESSION_COOKIE}=${token}` });
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: makeServerLink({ headers: async () => headers, db: async () => t.db }),
    });

    const { data } = await client.query({ query: PERF_STATS_OPTIONS, fetchPolicy: "cache-first" });
    const options = data!.myaffilStatsOptions;
    expect(options.programs.find((p) => p.id === id)?.name).toBe("Programme Collision");
    expect(options.supports.find((s) => s.id === id)?.name).toBe("Support Collision");

    // Read back from the cache alone: still two objects.
    const cached = client.readQuery({ query: PERF_STATS_OPTIONS })!.myaffilStatsOptions;
    expect(cached.programs.find((p) => p.id === id)?.name).toBe("Programme Collision");
    expect(cached.supports.find((s) => s.id === id)?.name).toBe("Support Collision");
  });
});
