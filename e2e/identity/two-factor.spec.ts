import { expect } from "@playwright/test";
import { generate } from "otplib";
import { test } from "../fixtures";
import { signIn } from "../helpers/session";

// ma@ signs in in one other journey only; this one turns two-factor sign-in off again at its end.
const EMAIL = "ma@weedo.test";

/** The code the authenticator app shows `steps` periods from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test("two-factor sign-in: enrol from the profile, sign out, sign in with a code of the app", async ({
  page,
  context,
  baseURL,
}) => {
  // Three sign-ins and two profile renders: more than the default 30 s on a loaded 2-core machine.
  test.setTimeout(120_000);
  await signIn(page, EMAIL);
  await page.goto("/pages/user");
  const section = page.getByRole("region", { name: "Double authentification" });
  await expect(section.getByTestId("two-factor-state")).toHaveText("Double authentification désactivée");
  await section.getByRole("button", { name: "Activer la double authentification" }).click();

  // The QR code is drawn on the server; the key is there for typing by hand.
  await expect(section.getByRole("img", { name: /QR code/ }).locator("svg")).toBeVisible();
  const secret = (await section.getByTestId("two-factor-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel("Code à 6 chiffres").fill("000000");
  await section.getByRole("button", { name: "Confirmer et activer" }).click();
  await expect(section.getByText("Code de vérification invalide, réessayez")).toBeVisible();
  await section.getByLabel("Code à 6 chiffres").fill(await codeAt(secret));
  await section.getByRole("button", { name: "Confirmer et activer" }).click();

  // Ten recovery codes, shown this once.
  await expect(section.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  const recoveryCode = (await section
    .getByTestId("recovery-codes")
    .getByRole("listitem")
    .first()
    .textContent())!.trim();
  await section.getByRole("button", { name: "J'ai conservé mes codes" }).click();
  await expect(section.getByTestId("two-factor-state")).toHaveText("Double authentification activée");

  // Sign out: the session's token is revoked, not only its cookie dropped.
  const token = (await context.cookies()).find((c) => c.name === "weedo_session")!.value;
  await page.getByRole("button", { name: /Menu du profil/ }).click();
  await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.addCookies([{ name: "weedo_session", value: token, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  await page.goto("/pages/user");
  await expect(page).toHaveURL(/\/login\?session=expired$/);

  // The password, then the code.
  await page.getByLabel("Adresse e-mail").fill(EMAIL);
  await page.getByLabel("Mot de passe", { exact: true }).fill("Weedo2026!");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { name: "Vérification en deux étapes" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "weedo_session")).toBeUndefined();
  const code = page.getByLabel("Code de vérification ou code de secours");
  await code.fill("123456");
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page.getByText("Code de vérification invalide, réessayez").first()).toBeVisible();
  // The enrolment's code is spent: the app's next one.
  await code.fill(await codeAt(secret, 1));
  await page.getByRole("button", { name: "Vérifier" }).click();
  await page.waitForURL(/\/dashboard$/);

  // Single sign-on proves the first factor only: the portal still asks for the second (a recovery code here).
  await page.getByRole("button", { name: /Menu du profil/ }).click();
  await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("link", { name: "Continuer avec Google" }).click();
  await page.getByLabel("E-mail").fill(EMAIL);
  await page.getByLabel("Mot de passe / Password").fill("Weedo2026!");
  await page.getByRole("button", { name: "Se connecter / Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Vérification en deux étapes" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "weedo_session")).toBeUndefined();
  await code.fill(recoveryCode);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await page.waitForURL(/\/dashboard$/);

  // Turning it off asks for the password.
  await page.goto("/pages/user");
  await section.getByLabel("Votre mot de passe, pour confirmer").fill("Weedo2026!");
  await section.getByRole("button", { name: "Désactiver la double authentification" }).click();
  await expect(section.getByTestId("two-factor-state")).toHaveText("Double authentification désactivée");
});
