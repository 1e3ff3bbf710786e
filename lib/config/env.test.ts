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
