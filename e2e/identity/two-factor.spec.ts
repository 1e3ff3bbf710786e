import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { generate } from "otplib";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo-accounts";

// Single sign-on knows only the demo accounts, and other journeys sign in as ma@: whatever happens
// here, the cleanup below turns two-factor sign-in off again with a recovery code this test kept.
const EMAIL = "ma@weedo.test";
let spareRecoveryCode: string | undefined;

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown>, cookie?: string) {
  const res = await request.post("/api/graphql/auth", {
    data: { query, variables },
    headers: cookie ? { cookie } : {},
  });
  return { body: await res.json(), cookie: /weedo_session=[^;]+/.exec(res.headers()["set-cookie"] ?? "")?.[0] };
}

test.afterEach(async ({ request }) => {
  if (!spareRecoveryCode) return;
  const login = await gql(
    request,
    `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { code challenge } }`,
    {
      e: EMAIL,
      p: DEMO_PASSWORD,
    },
  );
  if (login.body.data.login.code !== "TWO_FACTOR_REQUIRED") return;
  const second = await gql(
    request,
    `mutation($ch: String!, $c: String!) { loginTwoFactor(challenge: $ch, code: $c) { code } }`,
    {
      ch: login.body.data.login.challenge,
      c: spareRecoveryCode,
    },
  );
  expect(second.body.data.loginTwoFactor.code).toBe("OK");
  const off = await gql(
    request,
    `mutation($p: String!) { disableTwoFactor(password: $p) { code } }`,
    { p: DEMO_PASSWORD },
    second.cookie,
  );
  expect(off.body.errors).toBeUndefined();
});

/** Signs out from the profile menu; retried as a whole, since a popup taking the focus closes the menu under the click. */
async function signOut(page: Page) {
  await expect(async () => {
    await page.getByRole("button", { name: /Menu du profil/ }).click();
    await page.getByRole("menuitem", { name: "Se déconnecter" }).click({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/login$/);
}

/** The code the authenticator app shows `steps` periods from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test("two-factor sign-in: enrol from the profile, sign out, sign in with a code of the app", async ({
  page,
  context,
  baseURL,
}) => {
  // Three sign-ins and two profile renders: more than the default 30 s on a loaded 2-core machine.
  test.setTimeout(120_000);
  // The bell's popup opens after each sign-in, over the top of the page: closed as a person would.
  await page.addLocatorHandler(page.getByTestId("notification-popup"), () => page.keyboard.press("Escape"));
  await signInWithApi(page, EMAIL);
  await page.goto("/pages/user");
  const section = page.getByRole("region", { name: "Double authentification" });
  await expect(section.getByTestId("two-factor-state")).toHaveText("Double authentification désactivée");
  // The password is asked again first: a session alone does not enrol an authenticator.
  await section.getByRole("button", { name: "Activer la double authentification" }).click();
  await expect(section.getByText("Mot de passe actuel incorrect")).toBeVisible();
  await section.getByLabel("Votre mot de passe, pour activer la double authentification").fill("Weedo2026!");
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
  const codes = (await section.getByTestId("recovery-codes").getByRole("listitem").allTextContents()).map((c) =>
    c.trim(),
  );
  const recoveryCode = codes[0]!;
  spareRecoveryCode = codes[9];
  await section.getByRole("button", { name: "J'ai conservé mes codes" }).click();
  await expect(section.getByTestId("two-factor-state")).toHaveText("Double authentification activée");

  // Sign out: the session's token is revoked, not only its cookie dropped.
  const token = (await context.cookies()).find((c) => c.name === "weedo_session")!.value;
  await signOut(page);
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
  await signOut(page);
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
  spareRecoveryCode = undefined;
});
