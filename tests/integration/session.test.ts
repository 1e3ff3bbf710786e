import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import { issueSessionToken } from "@/lib/session/jwt";
import { callerFromToken } from "@/lib/session/current-user";
import { seededTestDb, ENGINES, type TestDb } from "../helpers/test-db";

describe.each(ENGINES)("session callers on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await seededTestDb(engine);
  });
  afterAll(() => t?.dispose());

  const tokenFor = (id: number, email: string, tv: number) =>
    issueSessionToken({
      sub: String(id),
      email,
      law: "an",
      multi_droit: false,
      id_clien_myaffil: null,
      id_clien_mycoreg: null,
      id_clien_leadmarket: 0,
      tv,
    });

  it("resolves a current token to its user", async () => {
    const r = await callerFromToken(t.db, await tokenFor(4, "annonceur@weedo.test", 0));
    expect(r.caller?.email).toBe("annonceur@weedo.test");
  });

  it("refuses a token of an older version once the user's version is bumped", async () => {
    const token = await tokenFor(5, "annonceur.perf@weedo.test", 0);
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, 5));
    expect(await callerFromToken(t.db, token)).toEqual({ caller: null, reason: "revoked" });
  });

  it("refuses a token of an account that is not active", async () => {
    expect(await callerFromToken(t.db, await tokenFor(8, "attente@weedo.test", 0))).toEqual({
      caller: null,
      reason: "revoked",
    });
  });

  it("has no caller without a token", async () => {
    expect(await callerFromToken(t.db, null)).toEqual({ caller: null, reason: "none" });
  });
});
