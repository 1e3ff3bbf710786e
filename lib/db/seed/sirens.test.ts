import { describe, expect, it } from "vitest";
import { sirenOf } from "@/lib/domain/company-ids";
import { demoSiren } from "./sirens";

describe("the demo's SIRENs", () => {
  it("pass the SIREN check and differ from one account to the next", () => {
    const sirens = Array.from({ length: 300 }, (_, n) => demoSiren(n));
    expect(sirens.filter((s) => sirenOf(s) !== s)).toEqual([]);
    expect(new Set(sirens).size).toBe(300);
  });
});
