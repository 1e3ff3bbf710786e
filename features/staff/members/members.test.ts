import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMembersExportHandler } from "@/features/staff/members/server/csv-http";
import { listMembers } from "@/features/staff/members/server/list";
import { auditLog, bankDetails, users } from "@/lib/db/schema";
import { signInWithPassword } from "@/features/identity/sign-in/server/sign-in";
import { resetRateLimits } from "@/lib/security/rate-limit";
import { callerFromToken, type Caller } from "@/lib/session/current-user";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { createMemberRow, MEMBER_PASSWORD } from "@/tests/helpers/member-fixtures";
import { createPrincipal, tokenOf } from "@/tests/helpers/principals";
import { smtpSinkForFile } from "@/tests/helpers/smtp-sink";
import { createTestDb, seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const noSleep = async () => {};
const INPUT_FIELDS = `email first_name last_name society multi_droit haswebhook id_clien_myaffil id_clien_mycoreg id_clien_leadmarket`;

const smtp = smtpSinkForFile();

/** Issue 13: /Membreslist and /member — the approval queue, an account's changes, the table's laws. */
describe.each(ENGINES)("members (%s)", (engine) => {
  let t: TestDb;
  let ad: Caller;
  let tem: Caller;
  let ma: Caller;
  let an: Caller;
  const tokens: Record<string, string> = {};
  const call = (who: string, query: string, variables: Record<string, unknown> = {}) =>
    apiClient(t.db)("auth", query, { token: tokens[who], variables });
  /** The entries written about one account since the test began. */
  const entriesOf = (userId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, String(userId))));
  const signIn = (email: string) => signInWithPassword(t.db, email, MEMBER_PASSWORD, null, "local", noSleep);
  const inputOf = async (id: number) => {
    const r = await call("ad", `query($id: Int!) { member(id: $id) { member { ${INPUT_FIELDS} } language } }`, { id });
    const d = (r.body.data as { member: { member: Record<string, unknown>; language: string } }).member;
    return { ...Object.fromEntries(INPUT_FIELDS.split(" ").map((k) => [k, d.member[k]])), language: d.language };
  };

  beforeAll(async () => {
    resetRateLimits();
    t = await createTestDb(engine);
    ad = await createPrincipal(t.db, { name: "ad", law: "ad" });
    tem = await createPrincipal(t.db, { name: "tem", law: "tem" });
    ma = await createPrincipal(t.db, { name: "ma", law: "ma" });
    an = await createPrincipal(t.db, { name: "an", law: "an" });
    for (const [k, c] of Object.entries({ ad, tem, ma, an })) tokens[k] = await tokenOf(t.db, c);
  });
  afterAll(() => t?.dispose());

  it("approving a pending member lets them sign in, and e-mails them", async () => {
    const m = await createMemberRow(t.db, { status: "pending" });
    expect((await signIn(m.email)).code).toBe("USER_PENDING");
    const r = await call("tem", `mutation($id: Int!) { approveMember(user_id: $id) }`, { id: m.id });
    expect(r.body.data).toEqual({ approveMember: "OK" });
    expect((await signIn(m.email)).code).toBe("OK");
    expect(smtp().messages.at(-1)!.to).toEqual([m.email]);
  });

  it("refusing e-mails the reason, and the refused member cannot sign in", async () => {
    const m = await createMemberRow(t.db, { status: "pending" });
    const reason = "Site éditeur sans contenu propre";
    const r = await call("ma", `mutation($id: Int!, $r: String!) { refuseMember(user_id: $id, reason: $r) }`, {
      id: m.id,
      r: reason,
    });
    expect(r.body.data).toEqual({ refuseMember: "OK" });
    const mail = smtp()
      .messages.filter((x) => x.to.includes(m.email))
      .at(-1)!;
    expect(mail.raw.replace(/=\r?\n/g, "")).toMatch(
      /Site =C3=A9diteur sans contenu propre|Site éditeur sans contenu propre/,
    );
    expect((await signIn(m.email)).code).toBe("ACCOUNT_DISABLED");
    const [row] = await t.db.select().from(users).where(eq(users.id, m.id));
    expect([row!.status, row!.refusalReason]).toEqual(["refused", reason]);
  });

  it("refuses a refusal without a reason", async () => {
    const m = await createMemberRow(t.db, { status: "pending" });
    const r = await call("ad", `mutation($id: Int!) { refuseMember(user_id: $id, reason: "  ") }`, { id: m.id });
    expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
  });

  it("getMembreAttent counts the approval queue", async () => {
    const before = await call("ad", `{ getMembreAttent { nb } }`);
    const nb = (before.body.data as { getMembreAttent: { nb: number } }).getMembreAttent.nb;
    await createMemberRow(t.db, { status: "pending" });
    const after = await call("ad", `{ getMembreAttent { nb } }`);
    expect(after.body.data).toEqual({ getMembreAttent: { nb: nb + 1 } });
  });

  it("approve and refuse each write exactly one entry with old and new values", async () => {
    const a = await createMemberRow(t.db, { status: "pending" });
    const b = await createMemberRow(t.db, { status: "pending" });
    await call("ad", `mutation($id: Int!) { approveMember(user_id: $id) }`, { id: a.id });
    await call("ad", `mutation($id: Int!) { refuseMember(user_id: $id, reason: "Doublon de compte") }`, { id: b.id });
    const [ea] = await entriesOf(a.id);
    const eb = await entriesOf(b.id);
    expect(ea!.details).toEqual({ changes: { status: { from: "pending", to: "active" } } });
    expect(eb).toHaveLength(1);
    expect(eb[0]!.details).toEqual({
      changes: {
        status: { from: "pending", to: "refused" },
        refusal_reason: { from: null, to: "Doublon de compte" },
      },
    });
  });

  it("an edit writes one entry holding only the changed fields", async () => {
    const m = await createMemberRow(t.db, { status: "active", society: "Ancienne SARL" });
    const input = { ...(await inputOf(m.id)), society: "Nouvelle SAS", haswebhook: true };
    const q = `mutation($id: Int!, $i: MemberInput!) { updateMember(user_id: $id, input: $i) }`;
    expect((await call("tem", q, { id: m.id, i: input })).body.data).toEqual({ updateMember: "OK" });
    expect((await call("tem", q, { id: m.id, i: input })).body.data).toEqual({ updateMember: "UNCHANGED" });
    const entries = await entriesOf(m.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "member_updated", actorId: tem.id });
    expect(entries[0]!.details).toEqual({
      changes: { society: { from: "Ancienne SARL", to: "Nouvelle SAS" }, haswebhook: { from: false, to: true } },
    });
  });

  it("a law change writes one entry, and ends the member's sessions", async () => {
    const m = await createMemberRow(t.db, { status: "active", law: "af" });
    const token = await tokenOf(t.db, { id: m.id } as Caller);
    const r = await call("ad", `mutation($id: Int!) { setMemberLaw(user_id: $id, law: an) }`, { id: m.id });
    expect(r.body.data).toEqual({ setMemberLaw: "OK" });
    const entries = await entriesOf(m.id);
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ["member_law_changed", { changes: { law: { from: "af", to: "an" } } }],
    ]);
    expect((await callerFromToken(t.db, token)).caller).toBeNull();
  });

  it("deactivating ends the sessions and closes sign-in; reactivating opens it; one entry each", async () => {
    const m = await createMemberRow(t.db, { status: "active" });
    const token = await tokenOf(t.db, { id: m.id } as Caller);
    const q = `mutation($id: Int!, $a: Boolean!) { setMemberActive(user_id: $id, active: $a) }`;
    expect((await call("ad", q, { id: m.id, a: false })).body.data).toEqual({ setMemberActive: "OK" });
    expect((await callerFromToken(t.db, token)).caller).toBeNull();
    expect((await signIn(m.email)).code).toBe("ACCOUNT_DISABLED");
    expect((await call("ad", q, { id: m.id, a: true })).body.data).toEqual({ setMemberActive: "OK" });
    expect((await signIn(m.email)).code).toBe("OK");
    const entries = await entriesOf(m.id);
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ["member_deactivated", { changes: { status: { from: "active", to: "disabled" } } }],
      ["member_reactivated", { changes: { status: { from: "disabled", to: "active" } } }],
    ]);
  });

  it("an administrator cannot deactivate their own account", async () => {
    const r = await call("ad", `mutation($id: Int!) { setMemberActive(user_id: $id, active: false) }`, { id: ad.id });
    expect(r.body.data).toEqual({ setMemberActive: "NOT_ALLOWED" });
  });

  it("sign out everywhere ends every session of the member, with one entry", async () => {
    const m = await createMemberRow(t.db, { status: "active" });
    const token = await tokenOf(t.db, { id: m.id } as Caller);
    expect((await callerFromToken(t.db, token)).caller?.id).toBe(m.id);
    const r = await call("tem", `mutation($id: Int!) { signMemberOutEverywhere(user_id: $id) }`, { id: m.id });
    expect(r.body.data).toEqual({ signMemberOutEverywhere: "OK" });
    expect((await callerFromToken(t.db, token)).caller).toBeNull();
    const entries = await entriesOf(m.id);
    expect(entries.map((e) => e.action)).toEqual(["member_signed_out_everywhere"]);
    expect(entries[0]!.details).toEqual({ changes: { sessions_generation: { from: 0, to: 1 } } });
  });

  it("the password e-mail carries a code, with one entry by the administrator", async () => {
    const m = await createMemberRow(t.db, { status: "active" });
    const r = await call("ma", `mutation($id: Int!) { sendMemberPasswordReset(user_id: $id) }`, { id: m.id });
    expect(r.body.data).toEqual({ sendMemberPasswordReset: "OK" });
    expect(smtp().codeFor(m.email)).toMatch(/^\d{6}$/);
    const entries = await entriesOf(m.id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([["member_password_reset_sent", ma.id]]);
  });

  it("creating a member makes an active account without password, invited by e-mail, with one entry", async () => {
    const input = {
      ...(await inputOf(an.id)),
      email: "nouveau.membre@example.test",
      first_name: "Inès",
      last_name: "Nouveau",
    };
    const r = await call("ad", `mutation($i: MemberInput!) { createMember(input: $i, law: af) { code id } }`, {
      i: input,
    });
    const created = (r.body.data as { createMember: { code: string; id: number } }).createMember;
    expect(created.code).toBe("OK");
    const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect([row!.status, row!.law, row!.passwordHash]).toEqual(["active", "af", null]);
    expect(smtp().codeFor("nouveau.membre@example.test")).toMatch(/^\d{6}$/);
    const entries = await entriesOf(created.id);
    expect(entries).toHaveLength(1);
    expect((entries[0]!.details as { changes: Record<string, unknown> }).changes).toMatchObject({
      email: { from: null, to: "nouveau.membre@example.test" },
      law: { from: null, to: "af" },
    });
    const again = await call("ad", `mutation($i: MemberInput!) { createMember(input: $i, law: af) { code } }`, {
      i: input,
    });
    expect(again.body.data).toEqual({ createMember: { code: "EMAIL_ALREADY_USED" } });
  });

  it("tem and ma get the list, the queue and the support actions, not law, creation or deactivation", async () => {
    const m = await createMemberRow(t.db, { status: "active" });
    for (const who of ["tem", "ma"]) {
      expect(codeOf((await call(who, `{ members { total } }`)).body)).toBeUndefined();
      expect(
        codeOf((await call(who, `query($id: Int!) { member(id: $id) { two_factor } }`, { id: m.id })).body),
      ).toBeUndefined();
      const law = await call(who, `mutation($id: Int!) { setMemberLaw(user_id: $id, law: an) }`, { id: m.id });
      expect(codeOf(law.body)).toBe("FORBIDDEN");
      const off = await call(who, `mutation($id: Int!) { setMemberActive(user_id: $id, active: false) }`, { id: m.id });
      expect(codeOf(off.body)).toBe("FORBIDDEN");
    }
  });

  it("tem cannot edit, sign out or reset an administrator's account; ad can", async () => {
    const q = `mutation($id: Int!) { sendMemberPasswordReset(user_id: $id) }`;
    expect(codeOf((await call("tem", q, { id: ma.id })).body)).toBe("FORBIDDEN");
    const edit = await call("tem", `mutation($id: Int!, $i: MemberInput!) { updateMember(user_id: $id, input: $i) }`, {
      id: ma.id,
      i: { ...(await inputOf(ma.id)), email: "pirate@example.test" },
    });
    expect(codeOf(edit.body)).toBe("FORBIDDEN");
    expect(
      (await call("ad", `mutation($id: Int!) { signMemberOutEverywhere(user_id: $id) }`, { id: ma.id })).body.data,
    ).toEqual({
      signMemberOutEverywhere: "OK",
    });
    tokens.ma = await tokenOf(t.db, ma);
  });

  it("no administrator renames their own account: the report list is keyed by e-mail (issue 27)", async () => {
    const q = `mutation($id: Int!, $i: MemberInput!) { updateMember(user_id: $id, input: $i) }`;
    const own = await inputOf(tem.id);
    const r = await call("tem", q, { id: tem.id, i: { ...own, email: "admin@weedo.test" } });
    expect(r.body.data).toEqual({ updateMember: "OWN_EMAIL" });
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, tem.id));
    expect(row!.email).toBe(tem.email);
    // The rest of their own account stays theirs to edit.
    expect((await call("tem", q, { id: tem.id, i: { ...own, society: "Weedo Staff" } })).body.data).toEqual({
      updateMember: "OK",
    });
  });

  it("an advertiser gets nothing of it", async () => {
    expect(codeOf((await call("an", `{ members { total } }`)).body)).toBe("FORBIDDEN");
    const r = await call("an", `mutation($id: Int!) { approveMember(user_id: $id) }`, { id: an.id });
    expect(codeOf(r.body)).toBe("FORBIDDEN");
  });

  it("filters by state and finds a member by a client id", async () => {
    const m = await createMemberRow(t.db, { status: "refused", idClienMyaffil: 777_123 });
    const byState = await listMembers(t.db, { status: "refused" });
    expect(byState.items.every((r) => r.status === "refused")).toBe(true);
    const byId = await listMembers(t.db, { q: "777123" });
    expect(byId.items.map((r) => r.id)).toEqual([m.id]);
  });

  it("sorts by company and pages ten at a time", async () => {
    for (let i = 0; i < 11; i++)
      await createMemberRow(t.db, { status: "active", society: `ZZ Tri ${String(i).padStart(2, "0")}` });
    const p2 = await listMembers(t.db, { q: "ZZ Tri", sort: "society", dir: "asc" }, 2);
    expect([p2.total, p2.page, p2.items.map((r) => r.society)]).toEqual([11, 2, ["ZZ Tri 10"]]);
  });

  it("shows the member's masked bank details, allow-lists and activity", async () => {
    const m = await createMemberRow(t.db, { status: "active" });
    await t.db.insert(bankDetails).values({
      userId: m.id,
      kind: "intl",
      accountOwner: "Camille",
      bankName: "ING",
      iban: "BE71096123456769",
      swift: "BBRUBEBB",
    });
    await call("ad", `mutation($id: Int!) { signMemberOutEverywhere(user_id: $id) }`, { id: m.id });
    process.env.ALLOW_TELETECH_LEADS = String(m.id);
    try {
      const r = await call(
        "ad",
        `query($id: Int!) { member(id: $id) { bank { iban } allow_lists two_factor activity { action } } }`,
        {
          id: m.id,
        },
      );
      expect(r.body.data).toEqual({
        member: {
          bank: { iban: "•••• 6769" },
          allow_lists: ["teletechLeads"],
          two_factor: "off",
          activity: [{ action: "member_signed_out_everywhere" }],
        },
      });
    } finally {
      delete process.env.ALLOW_TELETECH_LEADS;
    }
  });

  it("exports the filtered list as CSV for administrators only", async () => {
    const handler = createMembersExportHandler({ db: async () => t.db });
    const get = (who: string) =>
      handler(
        new Request("http://127.0.0.1/api/members/csv?status=refused", {
          headers: { authorization: `Bearer ${tokens[who]}` },
        }),
      );
    const ok = await get("tem");
    expect(ok.status).toBe(200);
    const lines = (await ok.text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain("email");
    expect(Number(ok.headers.get("x-row-count"))).toBe(lines.length - 1);
    expect((await get("an")).status).toBe(403);
  });
});

describe.each(ENGINES)("members seed (%s)", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    // The run's demo data, which other files seed too.
    t = await seededTestDb(engine);
  }, 240_000);
  afterAll(() => t?.dispose());

  it("seeds members in every state, with a queue awaiting approval and the refusals' reasons", async () => {
    const rows = await t.db.select({ status: users.status, reason: users.refusalReason }).from(users);
    const states = new Set(rows.map((r) => r.status));
    expect([...states].sort()).toEqual(["active", "disabled", "pending", "refused", "unconfirmed"]);
    expect(rows.filter((r) => r.status === "refused").every((r) => r.reason)).toBe(true);
    const refusals = await t.db.select().from(auditLog).where(eq(auditLog.action, "member_refused"));
    expect(refusals).toHaveLength(rows.filter((r) => r.status === "refused").length);
  });
});
