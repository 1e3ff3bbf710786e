import { describe, expect, it } from "vitest";
import { saleTermsFor } from "./sale-terms";

describe("footer sale terms", () => {
  it("marketplace terms: advertisers with a marketplace client id, on marketplace pages", () => {
    expect(saleTermsFor("weedomarket", "an", true)).toEqual(["marketplace"]);
    expect(saleTermsFor("weedomarket", "an", false)).toEqual([]);
    expect(saleTermsFor("weedomarket", "ad", false)).toEqual([]);
    expect(saleTermsFor("general", "an", true)).toEqual([]);
  });

  it("performance terms: publishers and advertisers, on MyAffil pages", () => {
    expect(saleTermsFor("myaffil", "an", false)).toEqual(["performance"]);
    expect(saleTermsFor("myaffil", "af", false)).toEqual(["performance"]);
    expect(saleTermsFor("myaffil", "tem", false)).toEqual([]);
    expect(saleTermsFor("mycoreg", "af", false)).toEqual([]);
  });
});
