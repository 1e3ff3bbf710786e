import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OUTBOUND_REFUSALS } from "@/lib/domain/outbound";
import { WEBHOOK_PARTNERS } from "@/lib/domain/states";
import en from "@/messages/en";
import fr from "@/messages/fr";
import { attemptErrorText } from "./mail";
import { PARTNER_PRESETS } from "./partners";
import { LEAD_FIELDS } from "./payload";

type Tree = Record<string, unknown>;
/** Every message key lib/validation/webhook.ts can produce. */
const schemaKeys = [
  ...readFileSync(path.resolve(import.meta.dirname, "../../../../lib/validation/webhook.ts"), "utf8").matchAll(
    /(?:message|error): "([A-Za-z]+)"/g,
  ),
].map((m) => m[1]!);

describe.each([
  ["fr", fr as unknown as Tree],
  ["en", en as unknown as Tree],
])("marketWebhooks messages in %s", (_, messages) => {
  const m = messages.marketWebhooks as Record<string, Record<string, unknown>>;
  it("word every rule of the webhook schemas", () => {
    expect(schemaKeys.length).toBeGreaterThan(10);
    for (const key of schemaKeys) expect(m.validation, key).toHaveProperty(key);
  });
  it("word every refusal of the outbound guard", () => {
    for (const code of [...OUTBOUND_REFUSALS, "other"]) expect(m.refusals, code).toHaveProperty(code);
  });
  it("label every lead field, partner and credential", () => {
    for (const f of LEAD_FIELDS) expect(m.fields, f).toHaveProperty(f);
    const partners = m.partners as Record<string, Record<string, string>>;
    for (const slug of WEBHOOK_PARTNERS) expect(partners.descriptions![slug], slug).toBeTruthy();
    for (const p of Object.values(PARTNER_PRESETS)) {
      expect(partners.kinds).toHaveProperty(p.kind);
      for (const c of p.credentials) expect(partners.credentials).toHaveProperty(c.key);
    }
  });
});

describe("the pause notice's last error", () => {
  it("words the guard's refusals and keeps network errors as they are", () => {
    expect(attemptErrorText("fr", "refused:private-address")).toMatch(/^Adresse privée refusée/);
    expect(attemptErrorText("en", "refused:metadata-address")).toBe("Cloud metadata address refused.");
    expect(attemptErrorText("en", "refused:unknown")).toBe("Target refused: nothing was sent.");
    expect(attemptErrorText("fr", "ECONNREFUSED")).toBe("ECONNREFUSED");
  });
});
