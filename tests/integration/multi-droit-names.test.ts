import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import { graphql } from "@/lib/graphql/myaffil";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient } from "../helpers/api";
import { seededTestDb, ENGINES, type TestDb } from "../helpers/test-db";

// multi@weedo.test (user 7) is advertiser 503 and publisher 802; id_clien_myaffil follows its current law.
describe.each(ENGINES)("a multi_droit advertiser in publisher mode keeps its name on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  let admin: string;

  beforeAll(async () => {
    t = await seededTestDb(engine);
    // The mode switch to publisher (what /api/v1/switch_law writes).
    await t.db.update(users).set({ law: "af", idClienMyaffil: 802 }).where(eq(users.id, 7));
    call = apiClient(t.db);
    const [u] = await t.db.select().from(users).where(eq(users.id, 1));
    admin = await sessionTokenFor(u!);
  });
  afterAll(() => t?.dispose());

  it("the programs list names advertiser 503 by its society, not #503", async () => {
    const r = await call(
      "myaffil",
      graphql(`
        {
          myaffilPrograms {
            id
            advertiserClientId
            advertiserName
          }
        }
      `),
      { token: admin },
    );
    expect(r.body.errors).toBeUndefined();
    const rows = r.body.data!.myaffilPrograms.filter((p) => p.advertiserClientId === 503);
    expect(rows.length).toBeGreaterThan(0);
    const [society] = await t.db.select({ society: users.society }).from(users).where(eq(users.id, 7));
    for (const p of rows) expect(p.advertiserName).toBe(society!.society);
  });
});
