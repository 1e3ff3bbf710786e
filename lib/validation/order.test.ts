import { describe, expect, it } from "vitest";
import { criteriaSchema, splitList } from "./filter";
import { orderSchema } from "./order";
import { promoCodeSchema } from "./promo-code";

const order = {
  categoryId: 1,
  saleType: "duo",
  criteria: {},
  totalVolume: 10,
  dailyCap: null,
  days: [1, 2, 3, 4, 5],
  hourFrom: 8,
  hourTo: 20,
  delivery: "email",
};
const issues = (
  schema: { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  v: unknown,
) => schema.safeParse(v).error?.issues.map((i) => `${i.path.join(".")}:${i.message}`) ?? [];

describe("order input (wizard and API)", () => {
  it("accepts a complete order", () => {
    expect(issues(orderSchema, order)).toEqual([]);
    expect(orderSchema.parse({ ...order, promoCode: " printemps10 " }).promoCode).toBe("PRINTEMPS10");
  });
  it.each([
    [{ totalVolume: 0 }, "totalVolume:volume"],
    [{ totalVolume: 2.5 }, "totalVolume:volume"],
    [{ totalVolume: 100_001 }, "totalVolume:volumeMax"],
    [{ saleType: "quatuor" }, "saleType:saleType"],
    [{ days: [] }, "days:days"],
    [{ days: [0] }, "days.0:days"],
    [{ hourFrom: 20, hourTo: 8 }, "hourTo:hoursOrder"],
    [{ hourTo: 25 }, "hourTo:hours"],
    [{ dailyCap: 0 }, "dailyCap:dailyCap"],
    [{ dailyCap: 11 }, "dailyCap:dailyCapAboveVolume"],
    [{ delivery: "fax" }, "delivery:delivery"],
  ])("refuses %o", (over, expected) => {
    expect(issues(orderSchema, { ...order, ...over })).toContain(expected);
  });
});

describe("lead criteria", () => {
  it("normalises departments and checks postcodes and ages", () => {
    expect(criteriaSchema.parse({ departments: ["2a", "75"] }).departments).toEqual(["2A", "75"]);
    expect(issues(criteriaSchema, { departments: ["20"] })).toEqual(["departments.0:department"]);
    expect(issues(criteriaSchema, { postcodes: ["7"] })).toEqual(["postcodes.0:postcode"]);
    expect(issues(criteriaSchema, { ageMin: 50, ageMax: 40 })).toEqual(["ageMax:ageOrder"]);
    expect(issues(criteriaSchema, { ageMin: 12 })).toEqual(["ageMin:ageRange"]);
  });
  it("splits typed lists", () => {
    expect(splitList(" 75011, 92;93  75011 ")).toEqual(["75011", "92", "93"]);
  });
});

describe("promo codes", () => {
  it("caps percentages at 100 and orders the dates", () => {
    expect(issues(promoCodeSchema, { code: "ete", kind: "percent", value: 10 })).toEqual([]);
    expect(issues(promoCodeSchema, { code: "ETE", kind: "percent", value: 120 })).toEqual(["value:percentMax"]);
    expect(
      issues(promoCodeSchema, {
        code: "ETE",
        kind: "amount",
        value: 5000,
        validFrom: "2026-06-01",
        validTo: "2026-05-01",
      }),
    ).toEqual(["validTo:dateOrder"]);
    expect(issues(promoCodeSchema, { code: "É T", kind: "amount", value: 1 })).toEqual(["code:codeFormat"]);
  });
});
