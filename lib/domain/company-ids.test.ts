import { describe, expect, it } from "vitest";
import { frenchVatOf, sirenOf, sirenOfVat, spacedSiren } from "./company-ids";

describe("French company identifiers", () => {
  it("reads a SIREN with or without spaces, and refuses a wrong key", () => {
    expect(sirenOf("732 829 320")).toBe("732829320");
    expect(sirenOf("732829321")).toBeNull();
    expect(sirenOf("73282932")).toBeNull();
  });

  it("reads a French VAT number whose key matches its SIREN", () => {
    expect(frenchVatOf("FR 44 732 829 320")).toBe("FR44732829320");
    expect(frenchVatOf("FR45732829320")).toBeNull();
  });

  it("gives the SIREN a VAT number is built on", () => {
    expect(sirenOfVat("FR44732829320")).toBe("732829320");
    expect(sirenOfVat("DE123456789")).toBeNull();
  });

  it("prints a SIREN as the trade register does", () => {
    expect(spacedSiren("732829320")).toBe("732 829 320");
  });
});
