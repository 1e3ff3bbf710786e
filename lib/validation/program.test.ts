import { describe, expect, it } from "vitest";
import en from "@/messages/en";
import fr from "@/messages/fr";
import { campaignSchema } from "./campaign";
import { EMPTY_PROGRAM, fieldErrors, PROGRAM_VALIDATION_KEYS, programSchema } from "./program";

const valid = {
  ...EMPTY_PROGRAM,
  name: "Assurance moto",
  advertiserPriceCents: 2000,
  publisherPayoutCents: 1500,
  landingUrl: "https://moto.example.test",
};
const errors = (input: unknown) => {
  const r = programSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe("program and campaign rules", () => {
  it("accepts a complete program and turns empty optional fields into null", () => {
    const r = programSchema.parse(valid);
    expect(r).toMatchObject({ theme: null, startsOn: null, endsOn: null, countries: ["FR"] });
  });

  it("refuses each bad field with its message key", () => {
    expect(errors({ ...valid, name: "  " })).toEqual({ name: "required" });
    expect(errors({ ...valid, publisherPayoutCents: -1 })).toEqual({ publisherPayoutCents: "negativeAmount" });
    expect(errors({ ...valid, publisherPayoutCents: 2001 })).toEqual({ publisherPayoutCents: "payoutAbovePrice" });
    expect(errors({ ...valid, advertiserPriceCents: 12.5 })).toMatchObject({ advertiserPriceCents: "integer" });
    expect(errors({ ...valid, startsOn: "2026-05-02", endsOn: "2026-05-01" })).toEqual({ endsOn: "endBeforeStart" });
    expect(errors({ ...valid, startsOn: "2026-02-30" })).toEqual({ startsOn: "date" });
    expect(errors({ ...valid, landingUrl: "javascript:alert(1)" })).toEqual({ landingUrl: "url" });
    expect(errors({ ...valid, countries: [] })).toEqual({ countries: "countries" });
    expect(errors({ ...valid, model: "CPX" })).toEqual({ model: "choose" });
    expect(errors({ ...valid, theme: "astrologie" })).toMatchObject({ theme: expect.any(String) });
  });

  it("checks campaigns the same way", () => {
    expect(campaignSchema.safeParse({ programId: 1, name: "Vol" }).success).toBe(true);
    const r = campaignSchema.safeParse({
      programId: 1,
      name: "",
      budgetCents: -5,
      startsOn: "2026-03-02",
      endsOn: "2026-03-01",
    });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({
      name: "required",
      budgetCents: "negativeAmount",
      endsOn: "endBeforeStart",
    });
  });

  it.each([
    ["fr", fr],
    ["en", en],
  ])("words every message key in %s", (_, messages) => {
    const v = (messages as unknown as { myaffilPrograms: { validation: Record<string, string> } }).myaffilPrograms
      .validation;
    for (const key of PROGRAM_VALIDATION_KEYS) expect(v[key], key).toBeTruthy();
  });
});
