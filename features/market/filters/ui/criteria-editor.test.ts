import { describe, expect, it } from "vitest";
import { checkCriteria, criteriaFromDraft, draftFromCriteria, emptyCriteria } from "./criteria-editor";

describe("the criteria form's draft", () => {
  it("passes the API's schema when filled as the form fills it (fields included)", () => {
    const draft = {
      ...emptyCriteria(),
      departments: ["75", "2A"],
      postcodes: "750, 92100",
      ageMin: "30",
      ageMax: "60",
      fields: { couple: ["true"], capital: [] },
    };
    expect(checkCriteria(draft).success).toBe(true);
    expect(criteriaFromDraft(draft)).toEqual({
      departments: ["75", "2A"],
      postcodes: ["750", "92100"],
      ageMin: 30,
      ageMax: 60,
      fields: [{ key: "couple", values: ["true"] }],
    });
    expect(checkCriteria(emptyCriteria()).success).toBe(true);
  });
  it("reports what is wrong", () => {
    const r = checkCriteria({ ...emptyCriteria(), postcodes: "7", ageMin: "70", ageMax: "40" });
    expect(r.error?.issues.map((i) => `${i.path.join(".")}:${i.message}`)).toEqual([
      "postcodes.0:postcode",
      "ageMax:ageOrder",
    ]);
  });
  it("round-trips stored criteria", () => {
    const stored = {
      departments: ["13"],
      postcodes: ["13006"],
      ageMin: null,
      ageMax: 50,
      fields: [{ key: "regime", values: ["TNS"] }],
    };
    expect(criteriaFromDraft(draftFromCriteria(stored))).toEqual(stored);
  });
});
