import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adjustLine, validateMonth } from "@/features/billing/billing-months/server/validate";
import { monthReview } from "@/features/billing/billing-months/server/review";
import { validatedLines } from "@/features/billing/billing-months/server/validated-lines";
import { auditLog, billingMonthLines, coregMonthlyFigures, invoiceCalls } from "@/lib/db/schema";
import { makeUser, rollupDay } from "@/tests/helpers/money-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const codeOf = (e: unknown) => (e as { extensions?: { code?: string } }).extensions?.code;

describe.each(ENGINES)("validated statistics on %s", (engine) => {
  let t: TestDb;
  let admin: { id: number };
  let publisher: Awaited<ReturnType<typeof makeUser>>;
  let advertiser: Awaited<ReturnType<typeof makeUser>>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    admin = await makeUser(t.db, "ad");
    publisher = await makeUser(t.db, "af");
    advertiser = await makeUser(t.db, "an");
    const base = { advertiser: advertiser.idClienMyaffil!, publisher: publisher.idClienMyaffil!, program: 77 };
    await rollupDay(t.db, {
      ...base,
      day: "2026-09-03",
      leads: 10,
      invalid: 2,
      revenueCents: 4_000,
      payoutCents: 2_500,
    });
    await rollupDay(t.db, { ...base, day: "2026-09-30", leads: 5, revenueCents: 2_000, payoutCents: 1_250 });
    // Outside the month: never counted.
    await rollupDay(t.db, { ...base, day: "2026-10-01", leads: 99, revenueCents: 99_000, payoutCents: 9_900 });
  });
  afterAll(() => t?.dispose());

  it("an open month reads its lines from the roll-up, per side and program", async () => {
    const review = await monthReview(t.db, { platform: "perf", month: "2026-09" });
    expect(review.status).toBe("open");
    const adv = review.lines.find((l) => l.side === "advertiser")!;
    expect(adv).toMatchObject({
      clientId: advertiser.idClienMyaffil,
      programId: 77,
      leads: 15,
      validLeads: 13,
      amountCents: 6_000,
    });
    const pub = review.lines.find((l) => l.side === "publisher")!;
    expect(pub).toMatchObject({ clientId: publisher.idClienMyaffil, leads: 15, validLeads: 13, amountCents: 3_750 });
  });

  it("validatedLines refuses a month that is not validated", async () => {
    await expect(validatedLines(t.db, { platform: "perf", month: "2026-09", side: "publisher" })).rejects.toSatisfy(
      (e) => codeOf(e) === "MONTH_NOT_VALIDATED",
    );
  });

  it("an adjustment needs a reason and is audited", async () => {
    const review = await monthReview(t.db, { platform: "perf", month: "2026-09" });
    const pub = review.lines.find((l) => l.side === "publisher")!;
    await expect(adjustLine(t.db, admin, { lineId: pub.id, adjustmentCents: -250, reason: "" })).rejects.toSatisfy(
      (e) => codeOf(e) === "BAD_USER_INPUT",
    );
    await adjustLine(t.db, admin, { lineId: pub.id, adjustmentCents: -250, reason: "2 leads invalidés après coup" });
    const [row] = await t.db.select().from(billingMonthLines).where(eq(billingMonthLines.id, pub.id));
    expect(row).toMatchObject({ adjustmentCents: -250, adjustmentReason: "2 leads invalidés après coup" });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "month_line_adjusted"), eq(auditLog.targetId, String(pub.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ from: 0, to: -250 });
  });

  it("an adjustment cannot bring a line below zero", async () => {
    const review = await monthReview(t.db, { platform: "perf", month: "2026-09" });
    const pub = review.lines.find((l) => l.side === "publisher")!;
    await expect(
      adjustLine(t.db, admin, { lineId: pub.id, adjustmentCents: -10_000, reason: "trop" }),
    ).rejects.toSatisfy((e) => codeOf(e) === "BAD_USER_INPUT");
  });

  it("validating freezes the month, is audited, and calls the publisher to invoice its earnings", async () => {
    const out = await validateMonth(t.db, admin, { platform: "perf", month: "2026-09" });
    expect(out).toMatchObject({ lines: 2, invoiceCalls: 1 });
    const lines = await validatedLines(t.db, { platform: "perf", month: "2026-09", side: "publisher" });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.totalCents).toBe(3_500);
    const [call] = await t.db.select().from(invoiceCalls).where(eq(invoiceCalls.publisherUserId, publisher.id));
    expect(call).toMatchObject({
      amountCents: 3_500,
      status: "waiting_invoice",
      publisherClientId: publisher.idClienMyaffil,
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "month_validated"));
    expect(audits).toHaveLength(1);
  });

  it("a validated month cannot change through the domain", async () => {
    const [line] = await validatedLines(t.db, { platform: "perf", month: "2026-09", side: "advertiser" });
    await expect(
      adjustLine(t.db, admin, { lineId: line!.id, adjustmentCents: 100, reason: "geste" }),
    ).rejects.toSatisfy((e) => codeOf(e) === "MONTH_FROZEN");
    await expect(validateMonth(t.db, admin, { platform: "perf", month: "2026-09" })).rejects.toSatisfy(
      (e) => codeOf(e) === "MONTH_FROZEN",
    );
  });

  it("a validated month cannot change in the database either (trigger)", async () => {
    const [line] = await validatedLines(t.db, { platform: "perf", month: "2026-09", side: "advertiser" });
    await expect(
      t.db.update(billingMonthLines).set({ amountCents: 1 }).where(eq(billingMonthLines.id, line!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(billingMonthLines).where(eq(billingMonthLines.id, line!.id))).rejects.toThrow();
    await expect(
      t.db.insert(billingMonthLines).values({ platform: "perf", month: "2026-09-01", side: "advertiser", clientId: 1 }),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`update billing_months set status = 'open', validated_at = null`)).rejects.toThrow();
    const after = await validatedLines(t.db, { platform: "perf", month: "2026-09", side: "advertiser" });
    expect(after[0]!.amountCents).toBe(6_000);
  });

  it("new roll-up figures after validation do not reach the validated month", async () => {
    await rollupDay(t.db, {
      advertiser: advertiser.idClienMyaffil!,
      publisher: publisher.idClienMyaffil!,
      program: 78,
      day: "2026-09-15",
      leads: 3,
      revenueCents: 900,
      payoutCents: 600,
    });
    const review = await monthReview(t.db, { platform: "perf", month: "2026-09" });
    expect(review.status).toBe("validated");
    expect(review.lines.filter((l) => l.programId === 78)).toHaveLength(0);
  });

  it("MyCoreg months are validated from their own figures", async () => {
    await t.db.insert(coregMonthlyFigures).values([
      {
        month: "2026-08-01",
        side: "advertiser",
        clientId: advertiser.idClienMycoreg!,
        leads: 40,
        validLeads: 36,
        amountCents: 7_200,
      },
      {
        month: "2026-08-01",
        side: "publisher",
        clientId: publisher.idClienMycoreg!,
        leads: 40,
        validLeads: 36,
        amountCents: 3_600,
      },
    ]);
    const out = await validateMonth(t.db, admin, { platform: "coreg", month: "2026-08" });
    expect(out).toMatchObject({ lines: 2, invoiceCalls: 1 });
    const lines = await validatedLines(t.db, { platform: "coreg", month: "2026-08", side: "advertiser" });
    expect(lines).toMatchObject([
      { clientId: advertiser.idClienMycoreg, programId: null, validLeads: 36, totalCents: 7_200 },
    ]);
  });

  it("refuses a month that is not over unless it is typed out, and audits the early validation", async () => {
    // 20 October 2026 in Paris: October is not over, September is.
    const now = new Date("2026-10-20T10:00:00Z");
    const early = (earlyConfirmation?: string) =>
      validateMonth(t.db, admin, { platform: "coreg", month: "2026-10", earlyConfirmation }, now);
    await expect(early()).rejects.toSatisfy((e) => codeOf(e) === "MONTH_NOT_OVER");
    await expect(early("2026-09")).rejects.toSatisfy((e) => codeOf(e) === "MONTH_NOT_OVER");
    const [{ n: before } = { n: 0 }] = (
      (await t.db.execute(
        sql`select count(*)::int as n from billing_months where platform = 'coreg' and month = '2026-10-01' and status = 'validated'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(before).toBe(0);
    await early("2026-10");
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "month_validated"), eq(auditLog.targetId, "coreg:2026-10-01")));
    expect(audit!.details).toMatchObject({ early: true });
  });

  it("validates a month that is over without being asked to type it", async () => {
    const now = new Date("2026-11-01T00:30:00Z"); // 1 November, 01:30 in Paris
    await validateMonth(t.db, admin, { platform: "perf", month: "2026-10" }, now);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "month_validated"), eq(auditLog.targetId, "perf:2026-10-01")));
    expect(audit!.details).not.toHaveProperty("early");
  });
});
