import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { switchLaw } from "@/features/identity/role-switch/server/switch-law";
import { users } from "@/lib/db/schema";
import { callerFromToken, type Caller } from "@/lib/session/current-user";
import { sessionTokenFor } from "@/lib/session/start";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

describe.each(ENGINES)("role switch on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await seededTestDb(engine);
  });
  afterAll(() => t?.dispose());

  async function callerOf(id: number): Promise<{ caller: Caller; token: string }> {
    const [u] = await t.db.select().from(users).where(eq(users.id, id));
    const token = await sessionTokenFor(u!);
    const r = await callerFromToken(t.db, token);
    return { caller: r.caller!, token };
  }

  it("switches multi@ to publisher and back, with its client id, and retires the old token", async () => {
    const { caller, token } = await callerOf(7);
    const toAf = await switchLaw(t.db, caller, { id: "7", law: "af" }, null);
    expect(toAf).toMatchObject({ ok: true, law: "af", idClienMyaffil: 802 });
    expect((await callerFromToken(t.db, token)).caller).toBeNull();
    const newToken = /weedo_session=([^;]+)/.exec(toAf.ok ? toAf.cookie : "")![1]!;
    const asAf = (await callerFromToken(t.db, newToken)).caller!;
    expect(asAf.law).toBe("af");
    const back = await switchLaw(t.db, asAf, { id: 7, law: "an" }, null);
    expect(back).toMatchObject({ ok: true, law: "an", idClienMyaffil: 503 });
  });

  it("refuses accounts without multi_droit, other ids, other laws, and changes nothing", async () => {
    const { caller } = await callerOf(4);
    expect(await switchLaw(t.db, caller, { id: 4, law: "af" }, null)).toEqual({
      ok: false,
      status: 403,
      code: "NOT_MULTI_DROIT",
    });
    const multi = (await callerOf(7)).caller;
    expect(await switchLaw(t.db, multi, { id: 4, law: "af" }, null)).toEqual({
      ok: false,
      status: 403,
      code: "NOT_YOURS",
    });
    expect(await switchLaw(t.db, multi, { id: 7, law: "ad" }, null)).toEqual({
      ok: false,
      status: 400,
      code: "BAD_INPUT",
    });
    expect(await switchLaw(t.db, multi, { id: 7, law: "an" }, null)).toEqual({
      ok: false,
      status: 400,
      code: "SAME_LAW",
    });
    const [u] = await t.db.select().from(users).where(eq(users.id, 4));
    expect(u!.law).toBe("an");
  });
});
