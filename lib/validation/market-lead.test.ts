import { describe, expect, it } from "vitest";
import { departmentOf, parseLeadPhone, validateLead } from "./market-lead";
import { categoryInput } from "./category";

describe("lead intake validation", () => {
  it("derives departments, Corsica and overseas included", () => {
    expect(departmentOf("75011")).toBe("75");
    expect(departmentOf("01000")).toBe("01");
    expect(departmentOf("20090")).toBe("2A");
    expect(departmentOf("20200")).toBe("2B");
    expect(departmentOf("97400")).toBe("974");
    expect(departmentOf("00100")).toBeNull();
    expect(departmentOf("7501")).toBeNull();
    expect(departmentOf("97900")).toBeNull();
  });

  it("stores phones in E.164, France by default", () => {
    expect(parseLeadPhone("06 12 34 56 78")).toBe("+33612345678");
    expect(parseLeadPhone("+32 470 12 34 56")).toBe("+32470123456");
    expect(parseLeadPhone("0612")).toBeNull();
  });

  const fields = [
    { key: "regime", label: "Régime", type: "select" as const, options: ["TNS", "Salarié"], required: true },
    { key: "nb", label: "Nb", type: "number" as const },
    { key: "proprio", label: "Proprio", type: "boolean" as const },
  ];
  const base = {
    first_name: " Léa ",
    last_name: "Martin",
    email: "Lea.Martin@Exemple.fr",
    phone: "0612345678",
    postcode: "13006",
  };

  it("accepts a valid lead with the category's own fields, optional ones absent", () => {
    expect(validateLead({ ...base, regime: "TNS" }, fields)).toEqual({
      ok: true,
      lead: {
        firstName: "Léa",
        lastName: "Martin",
        email: "lea.martin@exemple.fr",
        phone: "+33612345678",
        postcode: "13006",
        department: "13",
        age: null,
        fields: { regime: "TNS" },
      },
    });
    const r = validateLead({ ...base, age: "45", fields: { regime: "Salarié", nb: "3", proprio: "oui" } }, fields);
    expect(r.ok && r.lead).toMatchObject({ age: 45, fields: { regime: "Salarié", nb: 3, proprio: true } });
  });

  it("answers one error key per field", () => {
    expect(
      validateLead(
        { email: "nope", phone: "123", postcode: "ABCDE", age: 17, regime: "Autre", nb: "x", proprio: "peut-être" },
        fields,
      ),
    ).toEqual({
      ok: false,
      errors: {
        first_name: "required",
        last_name: "required",
        email: "invalidEmail",
        phone: "invalidPhone",
        postcode: "invalidPostcode",
        age: "ageRange",
        regime: "invalidOption",
        nb: "invalidNumber",
        proprio: "invalidBoolean",
      },
    });
    expect(validateLead(base, fields)).toEqual({ ok: false, errors: { regime: "required" } });
  });
});

describe("category input", () => {
  const ok = {
    name: "Isolation",
    icon: "house",
    description: "",
    priceExclusiveCents: 3000,
    priceDuoCents: 2000,
    priceTrioCents: 1000,
    active: true,
    fields: [],
  };
  it("checks prices, field keys and options", () => {
    expect(categoryInput.safeParse(ok).success).toBe(true);
    const r = categoryInput.safeParse({
      ...ok,
      priceDuoCents: 5000,
      fields: [
        { key: "email", label: "E", type: "text", options: [], required: false },
        { key: "a", label: "A", type: "select", options: [], required: false },
        { key: "a", label: "B", type: "text", options: [], required: false },
      ],
    });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toMatchObject({
      "fields.0.key": "fieldKeyReserved",
      "fields.1.options": "optionsRequired",
      "fields.2.key": "fieldKeyDuplicate",
      priceDuoCents: "priceOrder",
    });
  });
});

describe("catalogue messages", async () => {
  const { readFileSync } = await import("node:fs");
  const path = await import("node:path");
  const fr = (await import("@/messages/fr")).default as unknown as {
    marketCatalog: Record<string, Record<string, string>>;
  };
  const en = (await import("@/messages/en")).default as unknown as {
    marketCatalog: Record<string, Record<string, string>>;
  };
  const { LEAD_ERROR_KEYS } = await import("./market-lead");
  const keys = [
    ...readFileSync(path.join(import.meta.dirname, "category.ts"), "utf8").matchAll(
      /(?:message|error): "([A-Za-z]+)"/g,
    ),
  ].map((m) => m[1]!);

  it.each([
    ["fr", fr],
    ["en", en],
  ])("word every rule in %s", (_, m) => {
    expect(keys.length).toBeGreaterThan(10);
    for (const k of keys) expect(m.marketCatalog.validation, k).toHaveProperty(k);
    for (const k of LEAD_ERROR_KEYS) expect(m.marketCatalog.intakeErrors, k).toHaveProperty(k);
  });
});
