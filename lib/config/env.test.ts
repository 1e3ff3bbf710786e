import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env";

function issuesOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).issues;
  }
  throw new Error("expected a ConfigError");
}

describe("configuration", () => {
  it("gives the embedded defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(".data");
    expect(env.APP_URL).toBe("http://127.0.0.1:3000");
    expect(env.SESSION_TTL_SECONDS).toBe(28800);
  });

  it("accepts a PostgreSQL URL and remote API URLs", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://u@127.0.0.1:5432/weedo",
      MYAFFIL_API_URL: "https://api.example.com/graphql",
    });
    expect(env.DATABASE_URL).toBe("postgres://u@127.0.0.1:5432/weedo");
    expect(env.MYAFFIL_API_URL).toBe("https://api.example.com/graphql");
  });

  it("names the variable and what it expects for a bad database URL", () => {
    expect(issuesOf({ DATABASE_URL: "mysql://x" })).toEqual([
      "DATABASE_URL: expected a postgres:// or postgresql:// URL",
    ]);
  });

  it("names every bad variable at once", () => {
    const issues = issuesOf({
      SESSION_TTL_SECONDS: "abc",
      AUTH_API_URL: "not a url",
      NODE_ENV: "staging",
      JWT_PRIVATE_KEY: "secret",
    });
    expect(issues).toHaveLength(4);
    expect(issues).toContain("SESSION_TTL_SECONDS: expected a whole number from 60 to 2592000");
    expect(issues).toContain("AUTH_API_URL: expected the authentication GraphQL API URL");
    expect(issues).toContain("JWT_PRIVATE_KEY: expected a PKCS#8 PEM private key (-----BEGIN PRIVATE KEY-----)");
    expect(issues.find((i) => i.startsWith("NODE_ENV: "))).toBeDefined();
  });

  it("refuses out-of-range limits", () => {
    expect(issuesOf({ GRAPHQL_MAX_DEPTH: "1" })).toEqual(["GRAPHQL_MAX_DEPTH: expected a whole number from 2 to 50"]);
  });
});

describe("the seller's identity (SELLER_*)", () => {
  it("defaults to the demo company, whose numbers have valid keys", () => {
    const env = parseEnv({});
    expect(env.SELLER_SIREN).toBe("812345676");
    expect(env.SELLER_VAT_ID).toBe("FR19812345676");
    expect(env.SELLER_VAT_ON_DEBITS).toBe(false);
  });

  it("keeps the compact forms of numbers written with spaces", () => {
    const env = parseEnv({
      SELLER_SIREN: "812 345 676",
      SELLER_VAT_ID: "FR 19 812 345 676",
      SELLER_IBAN: "FR76 3000 6000 0112 3456 7890 189",
    });
    expect([env.SELLER_SIREN, env.SELLER_VAT_ID, env.SELLER_IBAN]).toEqual([
      "812345676",
      "FR19812345676",
      "FR7630006000011234567890189",
    ]);
  });

  it("refuses a SIREN whose Luhn key is wrong", () => {
    expect(issuesOf({ SELLER_SIREN: "812345678", SELLER_VAT_ID: "FR25812345678" })).toContain(
      "SELLER_SIREN: expected a SIREN: 9 digits whose Luhn key is right",
    );
  });

  it("refuses a VAT number whose key does not match its SIREN", () => {
    expect(issuesOf({ SELLER_VAT_ID: "FR32812345676" })).toEqual([
      "SELLER_VAT_ID: expected a French VAT number: FR, its key, the SIREN",
    ]);
  });

  it("refuses a valid VAT number built on another company's SIREN", () => {
    expect(issuesOf({ SELLER_VAT_ID: "FR40303265045" })).toEqual([
      "SELLER_VAT_ID: expected the VAT number of SIREN 812345676, it is built on 303265045",
    ]);
  });

  it("refuses an IBAN with wrong check digits and a malformed BIC", () => {
    expect(issuesOf({ SELLER_IBAN: "FR7630006000011234567890188", SELLER_BIC: "AGRI" })).toEqual([
      "SELLER_IBAN: expected an IBAN whose check digits are right",
      "SELLER_BIC: expected a BIC (8 or 11 characters)",
    ]);
  });
});
