import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { calculateJwkThumbprint, exportJWK, importPKCS8, SignJWT } from "jose";

/** Signs in through the login form and waits for the role home. */
export async function signIn(page: Page, email: string, password = "Weedo2026!") {
  await page.goto("/login");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(/\/dashboard/);
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
