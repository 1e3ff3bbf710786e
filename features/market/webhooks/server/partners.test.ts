import { describe, expect, it } from "vitest";
import { WEBHOOK_PARTNERS } from "@/lib/db/schema/market-webhooks";
import { webhookInput } from "@/lib/validation/webhook";
import { PARTNER_PRESETS, partnerHeaders } from "./partners";
import { buildPayload, LEAD_FIELDS, sampleLeadRecord } from "./payload";

describe("partner presets", () => {
  it("cover the nine partners of the schema, each under its own slug", () => {
    expect(Object.keys(PARTNER_PRESETS).sort()).toEqual([...WEBHOOK_PARTNERS].sort());
    for (const [slug, p] of Object.entries(PARTNER_PRESETS)) expect(p.slug).toBe(slug);
  });

  it("map only to real lead fields, carry the contact essentials, and pass the webhook form's own rules", () => {
    for (const p of Object.values(PARTNER_PRESETS)) {
      const sources = Object.values(p.mapping);
      for (const s of sources) expect(LEAD_FIELDS).toContain(s);
      expect(sources).toEqual(expect.arrayContaining(["phone", "lastName", "firstName"]));
      const parsed = webhookInput.safeParse({
        name: p.name,
        url: "https://partner.example.com/hook",
        method: p.method,
        headers: p.credentials.map((c) => ({ key: c.header, value: "x" })),
        mapping: Object.entries(p.mapping).map(([target, source]) => ({ target, source })),
      });
      expect(parsed.success, p.slug).toBe(true);
    }
  });

  it("turn pasted credentials into headers, with their prefix, skipping blanks", () => {
    expect(partnerHeaders("oggodata", { token: " abc " })).toEqual({ Authorization: "Bearer abc" });
    expect(partnerHeaders("So-Soft", { accountId: "42", apiKey: "k" })).toEqual({
      "X-Account-Id": "42",
      "X-Api-Key": "k",
    });
    expect(partnerHeaders("So-Soft", { accountId: "", apiKey: "k" })).toEqual({ "X-Api-Key": "k" });
    expect(partnerHeaders("ringover", { token: "ignored" })).toEqual({});
  });

  it("shape a lead into the partner's field names", () => {
    const payload = buildPayload(sampleLeadRecord(new Date("2026-01-01T00:00:00Z")), PARTNER_PRESETS.ringover.mapping);
    expect(payload).toMatchObject({
      firstname: "Camille",
      lastname: "Martin",
      phone_number: "+33612345678",
      zip_code: "75011",
    });
  });
});
