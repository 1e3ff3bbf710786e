import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/config/env";
import { closeReadDb } from "@/lib/db/read";
import { myaffilStatsDaily, users } from "@/lib/db/schema";
import { graphql } from "@/lib/graphql/myaffil";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient } from "@/tests/helpers/api";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";

/**
 * DATABASE_READ_URL: the statistics read the replica, everything else the primary. Two databases
 * of one PostgreSQL server stand for the primary and its replica; their roll-ups differ on purpose
 * so that the answer tells which one was read.
 */
const TOTALS = graphql(`
  query ($input: MyaffilStatsInput!) {
    myaffilStats(input: $input) {
      totals {
        clicks
      }
    }
  }
`);

const rollup = (clicks: number) => ({
  day: "2021-03-10",
  campaignId: 1,
  programId: 1,
  advertiserClientId: 501,
  publisherClientId: 601,
  clicks,
});

describe.skipIf(!process.env.DATABASE_URL_TEST)("statistics on a read replica", () => {
  let primary: TestDb;
  let replica: TestDb;
  let token: string;

  beforeAll(async () => {
    [primary, replica] = await Promise.all([createTestDb("postgres"), createTestDb("postgres")]);
    const [admin] = await primary.db
      .insert(users)
      .values({ email: "admin.replica@weedo.test", law: "ad", status: "active", firstName: "A", lastName: "D" })
      .returning();
    token = await sessionTokenFor(admin!);
    await primary.db.insert(myaffilStatsDaily).values(rollup(5));
    await replica.db.insert(myaffilStatsDaily).values(rollup(7));
  });
  afterAll(async () => {
    delete process.env.DATABASE_READ_URL;
    resetEnvCache();
    await closeReadDb();
    await Promise.all([primary?.dispose(), replica?.dispose()]);
  });

  const clicks = async () => {
    const r = await apiClient(primary.db)("myaffil", TOTALS, {
      token,
      variables: { input: { from: "2021-03-01", to: "2021-03-31", groupBy: "day" } },
    });
    expect(r.body.errors).toBeUndefined();
    return r.body.data!.myaffilStats.totals.clicks;
  };

  it("reads the primary without DATABASE_READ_URL", async () => {
    delete process.env.DATABASE_READ_URL;
    resetEnvCache();
    expect(await clicks()).toBe(5);
  });

  it("reads the replica named by DATABASE_READ_URL (the caller's session still checked on the primary)", async () => {
    process.env.DATABASE_READ_URL = urlOf(replica);
    resetEnvCache();
    expect(await clicks()).toBe(7);
  });
});

function urlOf(t: TestDb): string {
  return (t.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
}
