import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en";
import fr from "@/messages/fr";
import { adjustmentSchema, signedEurosToCents } from "./adjustment";
import {
  INVALIDATION_OUTCOME_VALUES,
  INVALIDATION_REASON_VALUES,
  invalidationDecisionSchema,
  invalidationPolicySchema,
  invalidationRequestSchema,
} from "./invalidation";
import { eurosToCents, prepaymentRequestSchema } from "./prepayment";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join(".")}:${i.message}`) ?? [];

describe("prepayment amounts typed in euros", () => {
  it.each([
    ["500", 50_000],
    ["49,90", 4_990],
    ["49.9", 4_990],
    ["1 000", 100_000],
    ["12 €", 1_200],
  ])("%s → %i cents", (typed, cents) => expect(eurosToCents(typed)).toBe(cents));

  it.each(["", "abc", "1,234", "-5", "1e3"])("refuses %j", (typed) => expect(eurosToCents(typed)).toBeNaN());

  it("signs adjustments", () => {
    expect(signedEurosToCents("-25,50")).toBe(-2_550);
    expect(signedEurosToCents("+30")).toBe(3_000);
    expect(signedEurosToCents("--3")).toBeNaN();
  });
});

describe("money schemas", () => {
  it("wants at least 1 € and a known method", () => {
    expect(issues(prepaymentRequestSchema.safeParse({ amountCents: 100, method: "card" }))).toEqual([]);
    expect(issues(prepaymentRequestSchema.safeParse({ amountCents: 99, method: "card" }))).toEqual([
      "amountCents:amountMin",
    ]);
    expect(issues(prepaymentRequestSchema.safeParse({ amountCents: Number.NaN, method: "cash" }))).toEqual([
      "amountCents:amountRequired",
      "method:method",
    ]);
  });

  it("wants a non-zero adjustment with its reason", () => {
    expect(issues(adjustmentSchema.safeParse({ userId: 4, amountCents: -500, reason: "Geste commercial" }))).toEqual(
      [],
    );
    expect(issues(adjustmentSchema.safeParse({ userId: 4, amountCents: 0, reason: "  " }))).toEqual([
      "amountCents:amountNonZero",
      "reason:reasonRequired",
    ]);
  });

  it("knows the six reasons and four outcomes of spec §4, and asks a note for a refusal", () => {
    expect(INVALIDATION_REASON_VALUES).toHaveLength(6);
    expect(INVALIDATION_OUTCOME_VALUES).toEqual(["being_processed", "valid", "accepted", "refused"]);
    expect(invalidationRequestSchema.parse({ saleId: 3, reason: "fake_phone" }).comment).toBe("");
    expect(issues(invalidationDecisionSchema.safeParse({ ids: [1], outcome: "refused" }))).toEqual([
      "note:noteRequired",
    ]);
    expect(issues(invalidationDecisionSchema.safeParse({ ids: [], outcome: "valid" }))).toEqual([
      "ids:selectionRequired",
    ]);
    expect(issues(invalidationPolicySchema.safeParse({ maxLeadAgeDays: 0, maxReturnRatePercent: 101 }))).toEqual([
      "maxLeadAgeDays:min1",
      "maxReturnRatePercent:max100",
    ]);
  });
});

describe.each([
  ["fr", fr],
  ["en", en],
])("money messages in %s", (_, messages) => {
  const mm = (messages as unknown as { marketMoney: Record<string, Record<string, string>> }).marketMoney;
  it("word every message key of the schemas and every policy refusal", () => {
    const dir = path.resolve(import.meta.dirname);
    const keys = ["prepayment.ts", "adjustment.ts", "invalidation.ts"].flatMap((f) =>
      [...readFileSync(path.join(dir, f), "utf8").matchAll(/(?:message|error): "([A-Za-z0-9]+)"/g)].map((m) => m[1]!),
    );
    expect(keys.length).toBeGreaterThan(10);
    for (const key of [
      ...keys,
      "leadTooOld",
      "returnRateExceeded",
      "prepaymentAlreadyDecided",
      "invalidationAlreadyRequested",
      "saleNotFound",
    ])
      expect(mm.errors, key).toHaveProperty(key);
  });
  it("label every reason and outcome", () => {
    expect(Object.keys(mm.reason!)).toEqual([...INVALIDATION_REASON_VALUES]);
    for (const o of INVALIDATION_OUTCOME_VALUES) expect(mm.outcome).toHaveProperty(o);
  });
});
