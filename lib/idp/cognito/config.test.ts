import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "@/lib/config/env";
import { cognitoConfig } from "./config";

const issuesOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).issues;
  }
  throw new Error("expected a ConfigError");
};

describe("cognito configuration", () => {
  it("defaults to the local provider and eu-central-1", () => {
    const env = parseEnv({});
    expect(env.IDP).toBe("local");
    expect(env.COGNITO_REGION).toBe("eu-central-1");
  });

  it("names each bad variable", () => {
    const issues = issuesOf(() =>
      parseEnv({
        IDP: "okta",
        COGNITO_USER_POOL_ID: "not a pool",
        COGNITO_CLIENT_ID: "a/b",
        COGNITO_REGION: "europe",
        COGNITO_ENDPOINT: "nope",
      }),
    );
    expect(issues.map((i) => i.split(":")[0]).sort()).toEqual([
      "COGNITO_CLIENT_ID",
      "COGNITO_ENDPOINT",
      "COGNITO_REGION",
      "COGNITO_USER_POOL_ID",
      "IDP",
    ]);
  });

  it("requires the pool and the client when asked for", () => {
    const issues = issuesOf(() => cognitoConfig(parseEnv({ IDP: "cognito" })));
    expect(issues).toEqual([
      expect.stringMatching(/^COGNITO_USER_POOL_ID: required/),
      expect.stringMatching(/^COGNITO_CLIENT_ID: required/),
    ]);
  });

  it("prefixes a bare pool id with the region", () => {
    expect(cognitoConfig(parseEnv({ COGNITO_USER_POOL_ID: "AbC123", COGNITO_CLIENT_ID: "client1" }))).toEqual({
      userPoolId: "eu-central-1_AbC123",
      clientId: "client1",
      region: "eu-central-1",
      endpoint: undefined,
    });
  });

  it("refuses a pool of another region on AWS, not on another endpoint", () => {
    const aws = parseEnv({ COGNITO_USER_POOL_ID: "us-east-1_AbC123", COGNITO_CLIENT_ID: "client1" });
    expect(issuesOf(() => cognitoConfig(aws))).toEqual([expect.stringContaining("set COGNITO_REGION=us-east-1")]);
    const local = parseEnv({
      COGNITO_USER_POOL_ID: "local_AbC123",
      COGNITO_CLIENT_ID: "client1",
      COGNITO_ENDPOINT: "http://127.0.0.1:9229",
    });
    expect(cognitoConfig(local)).toMatchObject({ userPoolId: "local_AbC123", endpoint: "http://127.0.0.1:9229" });
  });
});
