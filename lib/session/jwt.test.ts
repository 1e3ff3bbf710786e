import { base64url, exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueSessionToken, verifySessionToken, type SessionClaims } from "./jwt";
import { signingKeys } from "./keys";

const claims: SessionClaims = {
  sub: "4",
  email: "annonceur@weedo.test",
  law: "an",
  multi_droit: false,
  haswebhook: true,
  id_clien_myaffil: 501,
  id_clien_mycoreg: 601,
  id_clien_leadmarket: 701,
  tv: 0,
};

const { sub: _sub, ...payload } = claims;
const std = (jwt: SignJWT) =>
  jwt
    .setSubject("4")
    .setIssuer("weedo-portal")
    .setAudience("weedo")
    .setIssuedAt()
    .setExpirationTime("1h")
    .setJti("t-1");

describe("session tokens", () => {
  it("verifies a token it issued, with its kid in the header", async () => {
    const token = await issueSessionToken(claims);
    const header = JSON.parse(new TextDecoder().decode(base64url.decode(token.split(".")[0]!)));
    expect(header).toMatchObject({ alg: "ES256", kid: (await signingKeys()).kid });
    const v = await verifySessionToken(token);
    expect(v).toMatchObject({ ok: true, claims });
  });

  it("rejects an expired token as expired", async () => {
    const { kid, privateKey } = await signingKeys();
    const token = await new SignJWT(payload)
      .setProtectedHeader({ alg: "ES256", kid })
      .setSubject("4")
      .setIssuer("weedo-portal")
      .setAudience("weedo")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .setJti("t-expired")
      .sign(privateKey);
    expect(await verifySessionToken(token)).toEqual({ ok: false, reason: "expired" });
  });

  it("gives each token its own id", async () => {
    const [a, b] = await Promise.all([issueSessionToken(claims), issueSessionToken(claims)]);
    const [va, vb] = [await verifySessionToken(a), await verifySessionToken(b)];
    expect(va.ok && vb.ok && va.jti !== vb.jti && va.jti.length > 0).toBe(true);
  });

  it("rejects a well-signed token without an expiry (it could never end)", async () => {
    const { kid, privateKey } = await signingKeys();
    const token = await new SignJWT(payload)
      .setProtectedHeader({ alg: "ES256", kid })
      .setSubject("4")
      .setIssuer("weedo-portal")
      .setAudience("weedo")
      .setIssuedAt()
      .setJti("t-no-exp")
      .sign(privateKey);
    expect(await verifySessionToken(token)).toEqual({ ok: false, reason: "invalid" });
  });

  it("rejects a well-signed token without an id (it could not be revoked)", async () => {
    const { kid, privateKey } = await signingKeys();
    const token = await new SignJWT(payload)
      .setProtectedHeader({ alg: "ES256", kid })
      .setSubject("4")
      .setIssuer("weedo-portal")
      .setAudience("weedo")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);
    expect(await verifySessionToken(token)).toEqual({ ok: false, reason: "invalid" });
  });

  it("rejects alg none", async () => {
    const enc = (o: object) => base64url.encode(JSON.stringify(o));
    const { kid } = await signingKeys();
    const now = Math.floor(Date.now() / 1000);
    const token = `${enc({ alg: "none", kid })}.${enc({ ...payload, sub: "4", iss: "weedo-portal", aud: "weedo", iat: now, exp: now + 3600 })}.`;
    expect(await verifySessionToken(token)).toEqual({ ok: false, reason: "invalid" });
  });

  it("rejects HS256 signed with the public key (algorithm confusion)", async () => {
    const { kid, publicJwk } = await signingKeys();
    const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
    const token = await std(new SignJWT(payload).setProtectedHeader({ alg: "HS256", kid })).sign(secret);
    expect(await verifySessionToken(token)).toEqual({ ok: false, reason: "invalid" });
  });

  it("rejects a token signed by another key under our kid", async () => {
    const { kid } = await signingKeys();
    const other = await generateKeyPair("ES256");
    const token = await std(new SignJWT(payload).setProtectedHeader({ alg: "ES256", kid })).sign(other.privateKey);
    expect(await verifySessionToken(token)).toEqual({ ok: false, reason: "invalid" });
  });

  it("rejects an unknown kid", async () => {
    const other = await generateKeyPair("ES256", { extractable: true });
    const jwk = await exportJWK(other.publicKey);
    const token = await std(new SignJWT(payload).setProtectedHeader({ alg: "ES256", kid: `other-${jwk.x}` })).sign(
      other.privateKey,
    );
    expect(await verifySessionToken(token)).toEqual({ ok: false, reason: "invalid" });
  });

  it("rejects tampered claims", async () => {
    const token = await issueSessionToken(claims);
    const [h, , s] = token.split(".");
    const forged = base64url.encode(
      JSON.stringify({
        ...payload,
        law: "ad",
        sub: "4",
        iss: "weedo-portal",
        aud: "weedo",
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
    expect(await verifySessionToken(`${h}.${forged}.${s}`)).toEqual({ ok: false, reason: "invalid" });
  });

  it("rejects a well-signed token whose claims are malformed", async () => {
    const { kid, privateKey } = await signingKeys();
    const token = await std(new SignJWT({ ...payload, law: "root" }).setProtectedHeader({ alg: "ES256", kid })).sign(
      privateKey,
    );
    expect(await verifySessionToken(token)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("session tokens verified once per process", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers a token seen before from memory: the same result, without a second signature check", async () => {
    const token = await issueSessionToken(claims);
    const first = await verifySessionToken(token);
    expect(first).toMatchObject({ ok: true, claims });
    expect(await verifySessionToken(token)).toBe(first);
  });

  it("still refuses a remembered token once its expiry has passed", async () => {
    const token = await issueSessionToken(claims, 60);
    expect(await verifySessionToken(token)).toMatchObject({ ok: true });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    expect(await verifySessionToken(token)).toEqual({ ok: false, reason: "expired" });
  });

  it("still refuses a remembered token's signature or claims once changed", async () => {
    const token = await issueSessionToken(claims);
    expect(await verifySessionToken(token)).toMatchObject({ ok: true });
    const [h, p, s] = token.split(".") as [string, string, string];
    const flipped = s.slice(0, -2) + (s.at(-2) === "A" ? "B" : "A") + s.at(-1);
    expect(await verifySessionToken(`${h}.${p}.${flipped}`)).toEqual({ ok: false, reason: "invalid" });
    const forged = base64url.encode(
      JSON.stringify({ ...JSON.parse(new TextDecoder().decode(base64url.decode(p))), law: "ad" }),
    );
    expect(await verifySessionToken(`${h}.${forged}.${s}`)).toEqual({ ok: false, reason: "invalid" });
  });
});
