import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepared } from "@/lib/db/prepared";
import { users } from "@/lib/db/schema";
import { createTestDb, ENGINES, type TestDb } from "../helpers/test-db";
import { makeUser } from "../helpers/money-fixtures";

/** lib/db/prepared.ts: a statement built once per database and key, run with each call's values. */
describe.each(ENGINES)("prepared statements (%s)", (engine) => {
  let a: TestDb;
  let b: TestDb;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDb(engine), createTestDb(engine)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose()]);
  });

  const emailOf = (h: TestDb, id: number, build: () => void) =>
    prepared(h.db, "test-email-of", () => {
      build();
      return h.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, sql.placeholder("id")));
    }).execute({ id });

  it("builds a statement once and runs it with each call's values", async () => {
    const first = await makeUser(a.db, "an", { email: "first@prepared.test" });
    const second = await makeUser(a.db, "af", { email: "second@prepared.test" });
    let builds = 0;
    const build = () => builds++;
    expect(await emailOf(a, first.id, build)).toEqual([{ email: "first@prepared.test" }]);
    expect(await emailOf(a, second.id, build)).toEqual([{ email: "second@prepared.test" }]);
    expect(builds).toBe(1);
  });

  it("keeps each database's statement apart", async () => {
    const there = await makeUser(b.db, "an", { email: "other@prepared.test" });
    let builds = 0;
    expect(await emailOf(b, there.id, () => builds++)).toEqual([{ email: "other@prepared.test" }]);
    expect(builds).toBe(1);
  });
});
