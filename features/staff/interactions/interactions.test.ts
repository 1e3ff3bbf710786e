import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueFollowUps, listInteractions } from "@/features/staff/interactions/server/list";
import { auditLog } from "@/lib/db/schema";
import type { Caller } from "@/lib/session/current-user";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { insertInteraction, parisDay } from "@/tests/helpers/interaction-fixtures";
import { createPrincipal, tokenOf } from "@/tests/helpers/principals";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const CREATE = `mutation($input: InteractionInput!) { createInteraction(input: $input) { id kind occurredAt due staff { id } member { id } } }`;
const UPDATE = `mutation($id: Int!, $input: InteractionInput!) { updateInteraction(id: $id, input: $input) { id outcome } }`;
const DELETE = `mutation($id: Int!) { deleteInteraction(id: $id) }`;
const LIST = `query($filter: InteractionFilter) { interactions(filter: $filter) { total items { id } } }`;

/** Issue 13: the staff's interactions with members (/bedrock/interactions and the member page's panel). */
describe.each(ENGINES)("interactions (%s)", (engine) => {
  let t: TestDb;
  let ad: Caller;
  let tem: Caller;
  let ma: Caller;
  let client: Caller;
  let other: Caller;
  const tokens: Record<string, string> = {};
  const call = () => apiClient(t.db);
  const input = (extra: Record<string, unknown> = {}) => ({
    kind: "call",
    occurredAt: "2026-03-02T10:30",
    memberId: client.id,
    subject: "Relance devis",
    outcome: "pending",
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestDb(engine);
    ad = await createPrincipal(t.db, { name: "ad", law: "ad" });
    tem = await createPrincipal(t.db, { name: "tem", law: "tem" });
    ma = await createPrincipal(t.db, { name: "ma", law: "ma" });
    client = await createPrincipal(t.db, { name: "an", law: "an" });
    other = await createPrincipal(t.db, { name: "af", law: "af" });
    for (const [k, c] of Object.entries({ ad, tem, ma, client })) tokens[k] = await tokenOf(t.db, c);
  });
  afterAll(() => t.dispose());

  it("records an interaction for the caller, at the Paris time typed", async () => {
    const res = await call()<{ createInteraction: { occurredAt: string; staff: { id: number } } }>("auth", CREATE, {
      token: tokens.tem,
      variables: { input: input() },
    });
    expect(res.body.data!.createInteraction).toMatchObject({
      occurredAt: "2026-03-02T09:30:00.000Z",
      staff: { id: tem.id },
    });
  });

  it("writes one audit entry per creation, with the new values", async () => {
    const res = await call()<{ createInteraction: { id: number } }>("auth", CREATE, {
      token: tokens.ma,
      variables: { input: input({ subject: "Audité" }) },
    });
    const id = String(res.body.data!.createInteraction.id);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "interaction_created"), eq(auditLog.targetId, id)));
    expect(rows).toHaveLength(1);
    expect((rows[0]!.details as { changes: Record<string, { to: unknown }> }).changes.subject!.to).toBe("Audité");
  });

  it("refuses a client who is not an advertiser or a publisher", async () => {
    const res = await call()("auth", CREATE, { token: tokens.ad, variables: { input: input({ memberId: tem.id }) } });
    expect(codeOf(res.body)).toBe("BAD_USER_INPUT");
  });

  it("refuses an unknown kind and an empty subject", async () => {
    const res = await call()("auth", CREATE, {
      token: tokens.ad,
      variables: { input: input({ kind: "fax", subject: " " }) },
    });
    expect(res.body.errors?.[0]?.extensions?.fields).toMatchObject({ kind: expect.any(String), subject: "required" });
  });

  it("lets the author edit it, audited with the old and new outcome", async () => {
    const row = await insertInteraction(t.db, { staffId: tem.id, memberId: client.id });
    const res = await call()("auth", UPDATE, {
      token: tokens.tem,
      variables: { id: row.id, input: input({ outcome: "positive" }) },
    });
    expect(res.body.data).toEqual({ updateInteraction: { id: row.id, outcome: "positive" } });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "interaction_updated"), eq(auditLog.targetId, String(row.id))));
    expect((entry!.details as { changes: Record<string, unknown> }).changes.outcome).toEqual({
      from: "pending",
      to: "positive",
    });
  });

  it("answers NOT_FOUND to another staff member (tem) editing or deleting someone else's", async () => {
    const row = await insertInteraction(t.db, { staffId: ma.id, memberId: client.id });
    const [upd, del] = await Promise.all([
      call()("auth", UPDATE, { token: tokens.tem, variables: { id: row.id, input: input() } }),
      call()("auth", DELETE, { token: tokens.tem, variables: { id: row.id } }),
    ]);
    expect([codeOf(upd.body), codeOf(del.body)]).toEqual(["NOT_FOUND", "NOT_FOUND"]);
  });

  it("lets a full administrator (ad) delete anyone's, audited once", async () => {
    const row = await insertInteraction(t.db, { staffId: ma.id, memberId: client.id });
    const res = await call()("auth", DELETE, { token: tokens.ad, variables: { id: row.id } });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "interaction_deleted"), eq(auditLog.targetId, String(row.id))));
    expect([res.body.data, entries.length]).toEqual([{ deleteInteraction: true }, 1]);
  });

  it("lists the follow-ups due (today or before, not done), oldest first", async () => {
    const late = await insertInteraction(t.db, { staffId: ad.id, memberId: other.id, followUpOn: parisDay(-3) });
    const today = await insertInteraction(t.db, { staffId: ad.id, memberId: other.id, followUpOn: parisDay(0) });
    await insertInteraction(t.db, { staffId: ad.id, memberId: other.id, followUpOn: parisDay(2) });
    await insertInteraction(t.db, { staffId: ad.id, memberId: other.id, followUpOn: parisDay(-1), followUpDone: true });
    const due = await dueFollowUps(t.db);
    expect(due.items.map((d) => d.id)).toEqual([late.id, today.id]);
  });

  it("filters by kind, staff member, client and period", async () => {
    await insertInteraction(t.db, {
      staffId: ma.id,
      memberId: other.id,
      kind: "meeting",
      occurredAt: new Date("2025-06-10T08:00:00Z"),
    });
    const page = await listInteractions(t.db, {
      kind: "meeting",
      staffId: ma.id,
      client: other.email.toUpperCase(),
      from: "2025-06-10",
      to: "2025-06-10",
    });
    expect(page.items.map((p) => [p.kind, p.staff.id, p.member.id])).toEqual([["meeting", ma.id, other.id]]);
  });

  it("shows one member's own interactions only", async () => {
    const page = await listInteractions(t.db, { memberId: other.id });
    expect(page.items.every((p) => p.member.id === other.id)).toBe(true);
  });

  it("refuses interactions to an advertiser", async () => {
    const [list, create] = await Promise.all([
      call()("auth", LIST, { token: tokens.client }),
      call()("auth", CREATE, { token: tokens.client, variables: { input: input() } }),
    ]);
    expect([codeOf(list.body), codeOf(create.body)]).toEqual(["FORBIDDEN", "FORBIDDEN"]);
  });

  it("answers a reversed period with an input error", async () => {
    const res = await call()("auth", LIST, {
      token: tokens.ad,
      variables: { filter: { from: "2026-03-05", to: "2026-03-01" } },
    });
    expect(codeOf(res.body)).toBe("BAD_USER_INPUT");
  });
});
