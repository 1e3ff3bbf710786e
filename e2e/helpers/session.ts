import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { apiLogin } from "../shell/helpers";
import { calculateJwkThumbprint, exportJWK, importPKCS8, SignJWT } from "jose";

/** Signs in through the login form and waits for the role home. */
export async function signIn(page: Page, email: string, password = "Weedo2026!") {
  await page.goto("/login");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(/\/dashboard/);
}

/**
 * Signs a page's browser context in without the login form, for journeys about what comes after the
 * sign-in (the form, the landing page and its popup have journeys of their own; going through them
 * first cost every other journey two page loads): the login mutation's session cookie lands in the
 * context's jar, replacing the one there. No post-sign-in popup follows, as none does once a person
 * has left the landing page. Returns the cookie ("weedo_session=…") for requests made outside the context.
 */
export async function signInWithApi(target: Page | BrowserContext, email: string, password = "Weedo2026!") {
  const context = "goto" in target ? target.context() : target;
  await context.clearCookies({ name: "weedo_session" });
  // The context's own request client: the session cookie lands in its jar.
  return apiLogin(context.request, email, password);
}

/** A token signed with the e2e server's own key (scripts/e2e-server.ts keeps it in DATA_DIR) that expired an hour ago. */
export async function expiredTokenFor(claims: Record<string, unknown> & { sub: string }) {
  const pem = readFileSync(path.join(process.env.DATA_DIR ?? ".data/e2e", "jwt-es256.pem"), "utf8");
  const key = await importPKCS8(pem, "ES256", { extractable: true });
  const jwk = await exportJWK(key);
  const kid = await calculateJwkThumbprint({ kty: jwk.kty!, crv: jwk.crv, x: jwk.x, y: jwk.y });
  const now = Math.floor(Date.now() / 1000);
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: "ES256", kid })
    .setSubject(sub)
    .setIssuer("weedo-portal")
    .setAudience("weedo")
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .setJti(`expired-${now}`)
    .sign(key);
}
