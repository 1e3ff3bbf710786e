import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verificationCodes } from "@/lib/db/schema";
import { graphql } from "@/lib/graphql/auth";
import { resetRateLimits } from "@/lib/security/rate-limit";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { smtpSinkForFile } from "@/tests/helpers/smtp-sink";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const REQUEST = graphql(`
  mutation ($flow: PasswordFlow!, $email: String!) {
    requestPasswordCode(flow: $flow, email: $email, locale: "fr")
  }
`);
const RESET = graphql(`
  mutation ($flow: PasswordFlow!, $email: String!, $code: String!, $password: String!) {
    resetPassword(flow: $flow, email: $email, code: $code, password: $password)
  }
`);
const LOGIN = graphql(`
  mutation ($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      code
    }
  }
`);

const smtp = smtpSinkForFile();

describe.each(ENGINES)("password flows on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    resetRateLimits();
    t = await seededTestDb(engine);
    call = apiClient(t.db);
  });
  afterAll(() => t?.dispose());

  const request = async (flow: string, email: string) =>
    (await call("auth", REQUEST, { variables: { flow, email } })).body.data?.requestPasswordCode;
  const reset = async (flow: string, email: string, code: string, password: string) => {
    const r = await call("auth", RESET, { variables: { flow, email, code, password } });
    return r.body.data?.resetPassword ?? r.body.errors?.[0]?.extensions;
  };
  const login = async (email: string, password: string) =>
    (await call("auth", LOGIN, { variables: { email, password } })).body.data?.login.code;

  it("forgotten password: code by e-mail, wrong code refused, new password works and the old one does not", async () => {
    expect(await request("RESET", "editeur@weedo.test")).toBe("OK");
    const code = smtp().codeFor("editeur@weedo.test")!;
    expect(code).toMatch(/^\d{6}$/);
    expect(smtp().messages.at(-1)!.raw).toContain("Votre code");
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await reset("RESET", "editeur@weedo.test", wrong, "Nouveau2026x")).toBe("CODE_INVALID");
    expect(await reset("RESET", "editeur@weedo.test", code, "Nouveau2026x")).toBe("OK");
    expect(await reset("RESET", "editeur@weedo.test", code, "Nouveau2026x")).toBe("CODE_MISSING");
    expect(await login("editeur@weedo.test", "Weedo2026!")).toBe("INCORRECT_PASSWORD");
    expect(await login("editeur@weedo.test", "Nouveau2026x")).toBe("OK");
  });

  it("refuses a weak new password with the policy message and a 5-digit code with the code message", async () => {
    const r = await call("auth", RESET, {
      variables: { flow: "RESET", email: "ma@weedo.test", code: "12345", password: "faible" },
    });
    expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
    expect(r.body.errors?.[0]?.extensions).toMatchObject({ fields: { code: "code", password: "password" } });
  });

  it("an expired code is told apart", async () => {
    expect(await request("RESET", "ma@weedo.test")).toBe("OK");
    const code = smtp().codeFor("ma@weedo.test")!;
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, 3));
    expect(await reset("RESET", "ma@weedo.test", code, "Nouveau2026x")).toBe("CODE_EXPIRED");
  });

  it("limits reset requests per account", async () => {
    const outcomes = [];
    for (let i = 0; i < 6; i++) outcomes.push(await request("RESET", "tem@weedo.test"));
    expect(outcomes.slice(0, 5)).toEqual(["OK", "OK", "OK", "OK", "OK"]);
    expect(outcomes[5]).toBe("LIMIT_EXCEEDED");
  });

  it("a migrated account without a password sets one from an e-mailed code", async () => {
    expect(await login("ancien@weedo.test", "Weedo2026!")).toBe("PASSWORD_RESET_REQUIRED");
    expect(await request("RESET", "ancien@weedo.test")).toBe("USE_OLD_USER_RESET");
    expect(await request("OLD_USER", "annonceur@weedo.test")).toBe("USE_FORGOT_PASSWORD");
    expect(await request("OLD_USER", "ancien@weedo.test")).toBe("OK");
    const code = smtp().codeFor("ancien@weedo.test")!;
    expect(await reset("OLD_USER", "ancien@weedo.test", code, "Ancien2026x")).toBe("OK");
    expect(await login("ancien@weedo.test", "Ancien2026x")).toBe("OK");
  });

  it("unknown e-mail", async () => {
    expect(await request("RESET", "personne@weedo.test")).toBe("USER_NOT_FOUND");
  });
});
