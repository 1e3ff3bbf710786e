import { expect, request, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { sinkCount, waitForCode } from "../helpers/mail";

const PASSWORD = "Editeur2026";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** A required field, by its accessible name (the asterisk is read as "obligatoire"). */
const required = (page: Page, label: string, role: "textbox" | "combobox" = "textbox") =>
  page.getByRole(role, { name: `${label} (obligatoire)`, exact: true });
const stepTitle = (page: Page) => page.getByRole("heading", { level: 2 });
const next = (page: Page) => page.getByRole("button", { name: "Suivant" }).click();

test.describe("sign-up wizard", () => {
  test("step 1 refuses an address already in use and does not move on", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("radio", { name: /Annonceur/ }).check();
    await required(page, "Adresse e-mail").fill("annonceur@weedo.test");
    await required(page, "Mot de passe").fill(PASSWORD);
    await next(page);
    await expect(page.getByText("Adresse e-mail déjà utilisée")).toBeVisible();
    await expect(required(page, "Adresse e-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(stepTitle(page)).toHaveText("Compte");
    await expect(page.getByRole("button", { name: /Profil/ })).toBeDisabled();
  });

  test("a publisher registers through the three steps, confirms the e-mail, is approved and signs in", async ({
    page,
    baseURL,
  }) => {
    const email = `editeur.${Date.now()}@weedo.test`;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscription");
    // Later steps are locked until visited.
    await expect(page.getByRole("button", { name: /Préférences/ })).toBeDisabled();

    // Step 1: a bad address and a weak password first.
    await page.getByRole("radio", { name: /Éditeur/ }).check();
    await required(page, "Adresse e-mail").fill("pas-un-email");
    await required(page, "Mot de passe").fill("faible");
    await next(page);
    await expect(page.getByText("Saisissez une adresse e-mail valide")).toBeVisible();
    await expect(
      page.getByText(
        "Le mot de passe doit comporter 8 caractères et être composé de 4 types : majuscules, minuscules, chiffres et caractères spéciaux",
      ),
    ).toBeVisible();
    await expect(stepTitle(page)).toHaveText("Compte");
    await required(page, "Adresse e-mail").fill(email);
    await required(page, "Mot de passe").fill(PASSWORD);
    await next(page);
    await expect(stepTitle(page)).toHaveText("Profil");

    // Step 2: no mobile number first.
    await required(page, "Nom").fill("Martin");
    await required(page, "Prénom").fill("Léa");
    await required(page, "Adresse").fill("12 rue de la Paix");
    await required(page, "Code postal").fill("75002");
    await required(page, "Ville").fill("Paris");
    await required(page, "Société").fill("Martin Médias");
    await next(page);
    await expect(page.getByText("Le numéro de téléphone est obligatoire")).toBeVisible();
    await expect(required(page, "Téléphone mobile")).toHaveAttribute("aria-invalid", "true");
    await expect(stepTitle(page)).toHaveText("Profil");
    await required(page, "Téléphone mobile").fill("06 12 34 56 78");

    // A visited step can be revisited; going forward again runs its check.
    await page.getByRole("button", { name: /Compte/ }).click();
    await expect(stepTitle(page)).toHaveText("Compte");
    await expect(required(page, "Adresse e-mail")).toHaveValue(email);
    await page.getByRole("button", { name: /Profil/ }).click();
    await expect(stepTitle(page)).toHaveText("Profil");
    await next(page);
    await expect(stepTitle(page)).toHaveText("Préférences");

    // Step 3: Finish replaces Next; a 22-character RIB first.
    await expect(page.getByRole("button", { name: "Suivant" })).toHaveCount(0);
    await required(page, "Type de diffusion", "combobox").selectOption("email_marketing");
    const chip = page.getByRole("button", { name: "Assurance" });
    await chip.focus();
    await page.keyboard.press("Space");
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("group", { name: "Newsletter" }).getByRole("radio", { name: "Oui" }).check();
    await required(page, "Titulaire du compte").fill("Léa Martin");
    await required(page, "Nom de la banque").fill("La Banque Postale");
    await required(page, "RIB").fill("20041010050500013M0260");
    await page.getByRole("button", { name: "Terminer" }).click();
    await expect(
      page.getByText("Le RIB doit comporter 23 caractères, sans espaces ni caractères spéciaux"),
    ).toBeVisible();
    await expect(stepTitle(page)).toHaveText("Préférences");
    const before = sinkCount();
    await required(page, "RIB").fill("20041010050500013M02606");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: "Terminer" }).click();

    // The 6-digit code from the SMTP sink.
    await expect(page).toHaveURL(/\/validateEmail\?email=/);
    await expect(field(page, "Adresse e-mail")).toHaveValue(email);
    const code = await waitForCode(email, before);
    await field(page, "Code de vérification").fill("12345");
    await page.getByRole("button", { name: "Valider" }).click();
    await expect(page.getByText("Le code de vérification doit contenir 6 chiffres")).toBeVisible();
    await field(page, "Code de vérification").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Valider" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Code de vérification invalide, réessayez" })).toBeVisible();
    await field(page, "Code de vérification").fill(code);
    await page.getByRole("button", { name: "Valider" }).click();
    await expect(page.getByText("Votre compte doit être approuvé par l'administrateur")).toBeVisible();

    // Until an administrator approves it, signing in says so.
    await page.getByRole("link", { name: "Aller à la connexion" }).click();
    await page.waitForURL(/\/login/);
    await field(page, "Adresse e-mail").fill(email);
    await field(page, "Mot de passe").fill(PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Utilisateur en attente de validation" })).toBeVisible();

    // An administrator approves the account (through the API until the members list exists)…
    const admin = await request.newContext({ baseURL });
    const login = await admin.post("/api/graphql/auth", {
      data: { query: `mutation { login(email: "admin@weedo.test", password: "Weedo2026!") { code } }` },
    });
    const cookie = /weedo_session=[^;]+/.exec(login.headers()["set-cookie"] ?? "")![0];
    const asAdmin = { cookie };
    const pending = await admin.post("/api/graphql/auth", {
      headers: asAdmin,
      data: { query: "{ pendingMembers { id email } }" },
    });
    const member = ((await pending.json()).data.pendingMembers as { id: number; email: string }[]).find(
      (m) => m.email === email,
    )!;
    const approved = await admin.post("/api/graphql/auth", {
      headers: asAdmin,
      data: { query: `mutation { approveMember(user_id: ${member.id}) }` },
    });
    expect((await approved.json()).data.approveMember).toBe("OK");
    await admin.dispose();

    // …and the publisher signs in to its dashboard.
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/dashboard-editeur$/);
  });

  test("/validateEmail resends a code and reads in English", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL! }]);
    await page.goto("/validateEmail?email=nonconfirme%40weedo.test");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-mail verification");
    const before = sinkCount();
    await page.getByRole("button", { name: "Resend the code" }).click();
    await expect(page.getByRole("status").filter({ hasText: "a new code has just been sent" })).toBeVisible();
    expect(await waitForCode("nonconfirme@weedo.test", before)).toMatch(/^\d{6}$/);
    await page.getByLabel("Verification code").fill("12a45");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Verification code must contain 6 digits")).toBeVisible();
  });
});
