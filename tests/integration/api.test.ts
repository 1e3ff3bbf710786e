import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo-accounts";
import { graphql as authGraphql } from "@/lib/graphql/auth";
import { graphql as marketGraphql } from "@/lib/graphql/market";
import { graphql as myaffilGraphql } from "@/lib/graphql/myaffil";
import { apiClient, codeOf } from "../helpers/api";
import { seededTestDb, ENGINES, type TestDb } from "../helpers/test-db";

const LOGIN = authGraphql(
  `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { code law home } }`,
);
const ME_EMAIL = myaffilGraphql(`{ me { email } }`);

describe.each(ENGINES)("the three APIs on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const tokens: Record<string, string> = {};

  async function signIn(email: string, password = DEMO_PASSWORD) {
    const r = await call("auth", LOGIN, { variables: { email, password } });
    return r;
  }

  beforeAll(async () => {
    t = await seededTestDb(engine, { now: new Date("2026-11-21T00:00:00Z"), members: 10 });
    call = apiClient(t.db);
    for (const email of ["admin@weedo.test", "annonceur@weedo.test", "editeur@weedo.test", "tem@weedo.test"]) {
      const r = await signIn(email);
      tokens[email] = /weedo_session=([^;]+)/.exec(r.setCookie ?? "")![1]!;
    }
  });
  afterAll(() => t?.dispose());

  it("signs in with the demo password and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const r = await signIn("ANNONCEUR@weedo.test");
    expect(r.body.data?.login).toEqual({ code: "OK", law: "an", home: "/dashboard-annonceur" });
    expect(r.setCookie).toMatch(/HttpOnly/);
    expect(r.setCookie).toMatch(/SameSite=Lax/);
  });

  it.each([
    ["inconnu@weedo.test", DEMO_PASSWORD, "USER_NOT_FOUND"],
    ["admin@weedo.test", "Mauvais2026!", "INCORRECT_PASSWORD"],
    ["nonconfirme@weedo.test", DEMO_PASSWORD, "USER_NOT_CONFIRMED"],
    ["attente@weedo.test", DEMO_PASSWORD, "USER_PENDING"],
  ])("refuses %s with %s → %s and sets no cookie", async (email, password, code) => {
    const r = await signIn(email, password);
    expect(r.body.data?.login.code).toBe(code);
    expect(r.setCookie).toBeNull();
  });

  it("performance API answers me for the caller", async () => {
    const r = await call("myaffil", myaffilGraphql(`{ me { email law id_clien_leadmarket haswebhook } }`), {
      token: tokens["annonceur@weedo.test"],
    });
    expect(r.body.data?.me).toEqual({
      email: "annonceur@weedo.test",
      law: "an",
      id_clien_leadmarket: 701,
      haswebhook: true,
    });
  });

  it("authentication API answers the waiting counts for an administrator", async () => {
    const r = await call("auth", authGraphql(`{ getMembreAttent { nb } getpresPaiementAttent { nb } }`), {
      token: tokens["admin@weedo.test"],
    });
    expect(r.body.data?.getMembreAttent.nb).toBeGreaterThanOrEqual(1); // attente@ at least
    expect(r.body.data?.getpresPaiementAttent.nb).toBeGreaterThanOrEqual(1); // annonceur@ has one waiting
  });

  it("marketplace API answers the caller's own balance", async () => {
    const r = await call(
      "market",
      marketGraphql(`{ getSoldeactuel(id_utilisateur: 4) { soldeHt soldeTtc lastPrepaiement } }`),
      { token: tokens["annonceur@weedo.test"] },
    );
    const s = r.body.data!.getSoldeactuel;
    expect(s.soldeTtc).toBe(Math.round(s.soldeHt * 1.2));
    expect(s.lastPrepaiement).toBeGreaterThan(0);
  });

  it("gift account: points of the publisher, refused for someone else's id", async () => {
    const own = await call("auth", authGraphql(`{ getCompteCadeaux(user_id: 6, droit: "af") { url solde } }`), {
      token: tokens["editeur@weedo.test"],
    });
    expect(own.body.data?.getCompteCadeaux.solde).toBeGreaterThan(0);
    const other = await call("auth", `{ getCompteCadeaux(user_id: 1, droit: "af") { url solde } }`, {
      token: tokens["editeur@weedo.test"],
    });
    expect(codeOf(other.body)).toBe("FORBIDDEN");
  });

  it.each([
    ["myaffil", "{ me { email } }"],
    ["auth", "{ getMembreAttent { nb } }"],
    ["market", "{ getSoldeactuel(id_utilisateur: 4) { soldeHt } }"],
  ] as const)("%s API refuses an anonymous protected query with UNAUTHENTICATED", async (service, query) => {
    const r = await call(service, query);
    expect(codeOf(r.body)).toBe("UNAUTHENTICATED");
    expect(r.body.data ?? null).toBeNull();
  });

  it("refuses a forged bearer token as anonymous", async () => {
    const [h, p] = tokens["annonceur@weedo.test"]!.split(".");
    const r = await call("myaffil", "{ me { email } }", { token: `${h}.${p}.AAAA` });
    expect(codeOf(r.body)).toBe("UNAUTHENTICATED");
  });

  it("an advertiser cannot read another user's balance", async () => {
    const r = await call("market", "{ getSoldeactuel(id_utilisateur: 7) { soldeHt } }", {
      token: tokens["annonceur@weedo.test"],
    });
    expect(codeOf(r.body)).toBe("FORBIDDEN");
  });

  it("a publisher cannot read the administrators' counts", async () => {
    const r = await call("auth", "{ getMembreAttent { nb } }", { token: tokens["editeur@weedo.test"] });
    expect(codeOf(r.body)).toBe("FORBIDDEN");
  });

  it("an administrator approves a pending account, which can then sign in; others may not approve", async () => {
    const approve = authGraphql(`mutation($id: Int!) { approveMember(user_id: $id) }`);
    const denied = await call("auth", approve, { variables: { id: 8 }, token: tokens["editeur@weedo.test"] });
    expect(codeOf(denied.body)).toBe("FORBIDDEN");
    expect((await signIn("attente@weedo.test")).body.data?.login.code).toBe("USER_PENDING");
    const ok = await call("auth", approve, { variables: { id: 8 }, token: tokens["admin@weedo.test"] });
    expect(ok.body.data?.approveMember).toBe("OK");
    expect(
      (await call("auth", approve, { variables: { id: 8 }, token: tokens["admin@weedo.test"] })).body.data
        ?.approveMember,
    ).toBe("NOT_PENDING");
    expect((await signIn("attente@weedo.test")).body.data?.login.code).toBe("OK");
  });

  it("a plain sign-out ends that session only; sign-out everywhere ends every session of the account", async () => {
    const first = /weedo_session=([^;]+)/.exec((await signIn("ma@weedo.test")).setCookie ?? "")![1]!;
    const second = /weedo_session=([^;]+)/.exec((await signIn("ma@weedo.test")).setCookie ?? "")![1]!;
    const third = /weedo_session=([^;]+)/.exec((await signIn("ma@weedo.test")).setCookie ?? "")![1]!;
    const plain = await call("auth", "mutation { logout }", { token: first });
    expect(plain.setCookie).toMatch(/weedo_session=;.*Max-Age=0/);
    expect(codeOf((await call("myaffil", ME_EMAIL, { token: first })).body)).toBe("UNAUTHENTICATED");
    expect((await call("myaffil", ME_EMAIL, { token: second })).body.data?.me.email).toBe("ma@weedo.test");
    await call("auth", "mutation { logout(everywhere: true) }", { token: second });
    expect(codeOf((await call("myaffil", "{ me { email } }", { token: third })).body)).toBe("UNAUTHENTICATED");
  });

  it("refuses a cross-site (simple) POST without the CSRF header", async () => {
    const r = await call("myaffil", "{ me { email } }", {
      contentType: "text/plain",
      token: tokens["admin@weedo.test"],
    });
    expect(r.status).toBe(403);
    expect(r.body.errors?.[0]?.message).toBe("Required CSRF header(s) not present");
    const form = await call("myaffil", "{ me { email } }", {
      contentType: "application/x-www-form-urlencoded",
      token: tokens["admin@weedo.test"],
    });
    expect(form.status).toBe(403);
    // What the portal's own client sends (a JSON body needs a CORS preflight) goes through.
    const ok = await call("myaffil", ME_EMAIL, { token: tokens["admin@weedo.test"] });
    expect(ok.body.data?.me.email).toBe("admin@weedo.test");
  });

  it("refuses an operation over the cost limit", async () => {
    const fields = Array.from({ length: 600 }, (_, i) => `a${i}: me { email first_name last_name society law }`).join(
      " ",
    );
    const r = await call("myaffil", `{ ${fields} }`, { token: tokens["admin@weedo.test"] });
    expect(r.body.data ?? null).toBeNull();
    expect(r.body.errors?.length).toBeGreaterThan(0);
  });

  it("masks internal errors", async () => {
    // A database failure inside a resolver must reach the client as a bare "Unexpected error.".
    const broken = apiClient(
      new Proxy(t.db, {
        get: (target, key) =>
          key === "select"
            ? () => {
                throw new Error('relation "users" secret detail');
              }
            : Reflect.get(target, key),
      }),
    );
    const r = await broken("myaffil", "{ me { email } }", { token: tokens["admin@weedo.test"] });
    expect(r.body.errors?.[0]?.message).toBe("Unexpected error.");
    expect(JSON.stringify(r.body)).not.toContain("secret detail");
  });
});
