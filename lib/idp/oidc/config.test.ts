import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "@/lib/config/env";
import { configuredSsoProviders, isLoopbackIssuer, ssoProviderConfig } from "./config";
import { verifiedEmail } from "./flow";

describe("SSO configuration", () => {
  it("turns a provider on with its issuer, and derives the callback from APP_URL", () => {
    const e = parseEnv({
      APP_URL: "https://portal.weedo.example",
      SSO_MICROSOFT_ISSUER: "https://login.microsoftonline.com/0000-tenant/v2.0",
      SSO_MICROSOFT_CLIENT_ID: "app-id",
      SSO_MICROSOFT_CLIENT_SECRET: "secret",
    });
    expect(configuredSsoProviders(e)).toEqual(["microsoft"]);
    expect(ssoProviderConfig("google", e)).toBeNull();
    expect(ssoProviderConfig("microsoft", e)).toMatchObject({
      clientId: "app-id",
      redirectUri: "https://portal.weedo.example/api/auth/sso/microsoft/callback",
    });
  });

  it("names the missing variable when an issuer has no client credentials", () => {
    const e = parseEnv({ SSO_GOOGLE_ISSUER: "https://accounts.google.com", SSO_GOOGLE_CLIENT_ID: "id" });
    expect(() => ssoProviderConfig("google", e)).toThrow(ConfigError);
    expect(() => ssoProviderConfig("google", e)).toThrow(/SSO_GOOGLE_CLIENT_SECRET/);
  });

  it("refuses an issuer that is not a URL", () => {
    expect(() => parseEnv({ SSO_GOOGLE_ISSUER: "accounts.google" })).toThrow(/SSO_GOOGLE_ISSUER/);
  });

  it("allows plain http only on loopback", () => {
    expect(isLoopbackIssuer(new URL("http://127.0.0.1:3900/google"))).toBe(true);
    expect(isLoopbackIssuer(new URL("http://localhost:3900/google"))).toBe(true);
    expect(isLoopbackIssuer(new URL("http://idp.example/google"))).toBe(false);
  });
});

describe("the e-mail an issuer vouches for", () => {
  it("takes a verified e-mail, lower-cased", () => {
    expect(verifiedEmail({ email: "Editeur@Weedo.test", email_verified: true })).toBe("editeur@weedo.test");
  });
  it("takes Microsoft's domain-verified e-mail (xms_edov)", () => {
    expect(verifiedEmail({ email: "a@weedo.test", xms_edov: true })).toBe("a@weedo.test");
  });
  it("ignores an unverified or missing e-mail", () => {
    expect(verifiedEmail({ email: "a@weedo.test", email_verified: false, xms_edov: true })).toBeNull();
    expect(verifiedEmail({ email: "a@weedo.test" })).toBeNull();
    expect(verifiedEmail({ email_verified: true })).toBeNull();
  });
});
