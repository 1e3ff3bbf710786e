import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bankDetails, users, verificationCodes } from "@/lib/db/schema";
import { graphql } from "@/lib/graphql/auth";
import { resetMailTransport } from "@/lib/mail/transport";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { publisherDraft } from "@/tests/helpers/sign-up-draft";
import { startSmtpSink } from "@/tests/helpers/smtp-sink";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const CHECK = graphql(`
  query ($email: String!) {
    checkEmailAvailable(email: $email) {
      code
    }
  }
`);
const REGISTER = graphql(`
  mutation ($input: RegisterInput!) {
    register(input: $input) {
      code
    }
  }
`);
const VALIDATE = graphql(`
  mutation ($email: String!, $code: String!) {
    validateEmail(email: $email, code: $code) {
      code
    }
  }
`);
const RESEND = graphql(`
  mutation ($email: String!) {
    resendEmailCode(email: $email) {
      code
    }
  }
`);
const LOGIN = graphql(`
  mutation ($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      code
    }
  }
`);

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
type ApiError = { extensions?: { code?: string; fields?: Record<string, string> } };
const fieldsOf = (body: { errors?: ApiError[] }) => body.errors?.[0]?.extensions?.fields;

let sink: Sink;
beforeAll(async () => {
  // Set before anything reads the configuration (env() keeps its first reading).
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  resetMailTransport();
});
afterAll(async () => {
  resetMailTransport();
  await sink?.close();
});

describe.each(ENGINES)("sign-up API on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  // The rate-limit counters live in the process: each engine uses its own addresses.
  const mail = (name: string) => `${name}.${engine}@weedo.test`;
  const mailsTo = (email: string) => sink.messages.filter((m) => m.to.includes(email.toLowerCase()));
  const userRow = async (email: string) =>
    (
      await t.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    )[0];

  beforeAll(async () => {
    t = await seededTestDb(engine);
    call = apiClient(t.db);
  });
  afterAll(() => t?.dispose());

  it("step 1's check: an address already in use, in any case, and a free one", async () => {
    expect(
      (await call("auth", CHECK, { variables: { email: "Annonceur@Weedo.test" } })).body.data?.checkEmailAvailable.code,
    ).toBe("EMAIL_ALREADY_USED");
    expect(
      (await call("auth", CHECK, { variables: { email: mail("libre") } })).body.data?.checkEmailAvailable.code,
    ).toBe("AVAILABLE");
    const bad = await call("auth", CHECK, { variables: { email: "pas-un-email" } });
    expect(codeOf(bad.body)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(bad.body)).toEqual({ email: "email" });
  });

  it("re-checks every rule with the wizard's schema and answers per field, creating nothing", async () => {
    const d = publisherDraft({ email: mail("refuse"), password: "faible", phone: "", address: " " });
    const input = { ...d, bankDetails: { ...d.bankDetails, rib: "2004101005050001302606" } };
    const r = await call("auth", REGISTER, { variables: { input } });
    expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r.body)).toEqual({
      password: "password",
      phone: "phoneRequired",
      address: "addressRequired",
      "bankDetails.rib": "rib",
    });
    expect(await userRow(mail("refuse"))).toBeUndefined();
  });

  it("checks the phone against the country code and asks a publisher for bank details", async () => {
    const { bankDetails: _, ...noBank } = publisherDraft({
      email: mail("sans-banque"),
      phone: "06 12",
      vatIntra: "12",
    });
    const r = await call("auth", REGISTER, { variables: { input: noBank } });
    expect(fieldsOf(r.body)).toEqual({ phone: "phoneInvalid", vatIntra: "vatIntra", bankDetails: "bankKind" });
  });

  it("registers a publisher: unconfirmed, argon2id, E.164 phone, bank details, audit, code e-mailed in French", async () => {
    const email = mail("lea");
    const r = await call("auth", REGISTER, { variables: { input: publisherDraft({ email }) } });
    expect(r.body).toEqual({ data: { register: { code: "OK" } } });
    const u = await userRow(email);
    expect(u).toMatchObject({
      status: "unconfirmed",
      law: "af",
      firstName: "Léa",
      lastName: "Martin",
      society: "Martin Médias",
      phone: "+33612345678",
      language: "fr",
    });
    expect(u!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(u!.themes).toEqual(["assurance", "voyage"]);
    expect(Object.keys(u!.practices)).toHaveLength(9);
    const [bank] = await t.db.select().from(bankDetails).where(eq(bankDetails.userId, u!.id));
    expect(bank).toMatchObject({ kind: "fr", rib: "20041010050500013M02606", accountOwner: "Léa Martin", iban: null });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, u!.id), eq(auditLog.action, "sign_up")));
    expect(audit).toBeDefined();
    const sent = mailsTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.raw).toMatch(/Votre code/);
    expect(sink.codeFor(email)).toMatch(/^\d{6}$/);
    expect((await login(email)).code).toBe("USER_NOT_CONFIRMED");
  });

  async function login(email: string, password = "Editeur2026") {
    return (await call("auth", LOGIN, { variables: { email, password } })).body.data?.login as { code: string };
  }

  it("refuses a second account on the same address, whatever its case", async () => {
    const r = await call("auth", REGISTER, {
      variables: { input: publisherDraft({ email: mail("LEA").toUpperCase() }) },
    });
    expect(r.body.data?.register.code).toBe("USER_ALREADY_EXISTS");
    expect(mailsTo(mail("lea"))).toHaveLength(1);
  });

  it("registers an advertiser in English without bank details, even if some are sent", async () => {
    const email = mail("adam");
    const r = await call("auth", REGISTER, {
      variables: {
        input: publisherDraft({
          email,
          accountType: "an",
          language: "en",
          broadcastType: "",
          countryCode: "GB",
          phone: "07400 123456",
        }),
      },
    });
    expect(r.body.data?.register.code).toBe("OK");
    const u = await userRow(email);
    expect(u).toMatchObject({ law: "an", language: "en", phone: "+447400123456", broadcastType: null });
    expect(await t.db.select().from(bankDetails).where(eq(bankDetails.userId, u!.id))).toEqual([]);
    expect(mailsTo(email)[0]!.raw).toMatch(/Subject: Your Weedo verification code/);
  });

  it("keeps international bank details with the VAT number when subject to VAT", async () => {
    const email = mail("intl");
    const bank = {
      kind: "intl",
      accountOwner: "Emil Lehr",
      bankName: "Deutsche Bank",
      iban: "de89370400440532013000",
      swift: "deutdeff",
      vatSubject: true,
      vatNumber: "DE123456789",
    };
    const r = await call("auth", REGISTER, {
      variables: { input: { ...publisherDraft({ email }), bankDetails: bank } },
    });
    expect(r.body.data?.register.code).toBe("OK");
    const [row] = await t.db
      .select()
      .from(bankDetails)
      .where(eq(bankDetails.userId, (await userRow(email))!.id));
    expect(row).toMatchObject({
      kind: "intl",
      iban: "DE89370400440532013000",
      swift: "DEUTDEFF",
      vatSubject: true,
      vatNumber: "DE123456789",
      rib: null,
    });
  });

  it("validates the e-mail: 6-digit rule, a wrong code, then the right one → awaiting approval", async () => {
    const email = mail("lea");
    const five = await call("auth", VALIDATE, { variables: { email, code: "12345" } });
    expect(codeOf(five.body)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(five.body)).toEqual({ code: "code" });
    const code = sink.codeFor(email)!;
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await call("auth", VALIDATE, { variables: { email, code: wrong } })).body.data?.validateEmail.code).toBe(
      "CODE_INVALID",
    );
    expect((await call("auth", VALIDATE, { variables: { email, code } })).body.data?.validateEmail.code).toBe(
      "ACCOUNT_PENDING_APPROVAL",
    );
    expect((await userRow(email))!.status).toBe("pending");
    expect((await login(email)).code).toBe("USER_PENDING");
    // The code is spent, and the answer for a confirmed account is the same as for a wrong code.
    expect((await call("auth", VALIDATE, { variables: { email, code } })).body.data?.validateEmail.code).toBe(
      "CODE_INVALID",
    );
    expect(
      (await call("auth", VALIDATE, { variables: { email: mail("personne"), code } })).body.data?.validateEmail.code,
    ).toBe("CODE_INVALID");
  });

  it("says the code expired", async () => {
    const email = mail("adam");
    const u = await userRow(email);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, u!.id));
    expect(
      (await call("auth", VALIDATE, { variables: { email, code: sink.codeFor(email)! } })).body.data?.validateEmail
        .code,
    ).toBe("CODE_EXPIRED");
    expect((await userRow(email))!.status).toBe("unconfirmed");
  });

  it("resends a new code to an unconfirmed account; the old one stops working", async () => {
    const email = mail("adam");
    const old = sink.codeFor(email)!;
    expect((await call("auth", RESEND, { variables: { email } })).body.data?.resendEmailCode.code).toBe("SENT");
    expect(mailsTo(email)).toHaveLength(2);
    const fresh = sink.codeFor(email)!;
    if (fresh !== old)
      expect((await call("auth", VALIDATE, { variables: { email, code: old } })).body.data?.validateEmail.code).toBe(
        "CODE_INVALID",
      );
    expect((await call("auth", VALIDATE, { variables: { email, code: fresh } })).body.data?.validateEmail.code).toBe(
      "ACCOUNT_PENDING_APPROVAL",
    );
  });

  it("answers a resend the same for unknown and confirmed addresses, and sends nothing", async () => {
    const before = sink.messages.length;
    for (const email of [mail("inconnu"), "editeur@weedo.test", mail("lea")]) {
      expect((await call("auth", RESEND, { variables: { email } })).body.data?.resendEmailCode.code).toBe("SENT");
    }
    expect(sink.messages.length).toBe(before);
  });

  it("limits code e-mails per address, the same way whether or not an account exists", async () => {
    for (const email of [mail("intl"), mail("fantome")]) {
      const answers: (string | undefined)[] = [];
      for (let i = 0; i < 6; i++)
        answers.push((await call("auth", RESEND, { variables: { email } })).body.data?.resendEmailCode.code);
      expect(answers.at(-1)).toBe("RATE_LIMITED");
      expect(answers.filter((a) => a === "SENT").length).toBe(email === mail("intl") ? 4 : 5); // sign-up's own code counts
    }
  });

  it("stops after too many wrong codes", async () => {
    const email = mail("essais");
    expect(
      (await call("auth", REGISTER, { variables: { input: publisherDraft({ email }) } })).body.data?.register.code,
    ).toBe("OK");
    const code = sink.codeFor(email)!;
    const wrong = code === "000000" ? "111111" : "000000";
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await call("auth", VALIDATE, { variables: { email, code: wrong } })).body.data?.validateEmail.code);
    expect(answers.slice(0, 4)).toEqual(["CODE_INVALID", "CODE_INVALID", "CODE_INVALID", "CODE_INVALID"]);
    expect(answers[4]).toBe("TOO_MANY_ATTEMPTS");
    expect((await call("auth", VALIDATE, { variables: { email, code } })).body.data?.validateEmail.code).toBe(
      "TOO_MANY_ATTEMPTS",
    );
    expect((await userRow(email))!.status).toBe("unconfirmed");
  });

  it("lets only one of two simultaneous sign-ups with one address through", async () => {
    const input = publisherDraft({ email: mail("double") });
    const codes = await Promise.all([
      call("auth", REGISTER, { variables: { input } }),
      call("auth", REGISTER, { variables: { input } }),
    ]);
    expect(codes.map((r) => r.body.data?.register.code).sort()).toEqual(["OK", "USER_ALREADY_EXISTS"]);
  });
});
