import { expect, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";

/** The e2e portal's own health endpoint: a real HTTP target (it answers POST with 405, PUT likewise). */
const target = (page: Page) => new URL("/api/health", page.url()).toString();

test.describe("marketplace webhooks", () => {
  // Long journeys (create, test, log, validate) on a busy machine: three times the default timeout.
  test.beforeEach(() => test.slow());
  test("annonceur@ creates a webhook, tests it and reads the attempt log", async ({ page }) => {
    await signInWithApi(page, "annonceur@weedo.test");
    await page.goto("/weedomarket/annonceur/webhookAnnonceur");
    await expect(page.getByRole("heading", { level: 1, name: "Mes webhooks" })).toBeVisible();
    // The seeded failing target shows its failures.
    await expect(page.getByRole("region", { name: /Plateforme d'appels/ })).toBeVisible();

    const name = `CRM e2e ${Date.now().toString(36)}`;
    await page.getByRole("button", { name: "Nouveau webhook" }).click();
    const form = page.getByRole("dialog", { name: "Nouveau webhook" });
    // Nothing filled: the form says what is missing.
    await form.getByRole("button", { name: "Créer le webhook" }).click();
    await expect(form.getByText("Le nom doit faire entre 2 et 80 caractères.")).toBeVisible();

    await form.getByLabel("Nom", { exact: true }).fill(name);
    await form.getByLabel("URL de destination").fill(target(page));
    await form.getByLabel("Méthode").selectOption("POST");
    await form.getByRole("button", { name: "Ajouter un en-tête" }).click();
    await form.getByLabel("Nom de l'en-tête 1").fill("X-Client");
    await form.getByLabel("Valeur de l'en-tête 1").fill("e2e");
    await form.getByRole("button", { name: "Ajouter un champ" }).click();
    await form.getByLabel("Champ du lead 1").fill("phone");
    await form.getByLabel("Nom cible 1").fill("telephone");
    await form.getByRole("button", { name: "Créer le webhook" }).click();

    // The signing secret is shown once.
    const secretDialog = page.getByRole("dialog", { name: "Secret de signature" });
    await expect(secretDialog.getByTestId("webhook-secret")).toHaveText(/^whsec_[0-9a-f]{64}$/);
    const secret = (await secretDialog.getByTestId("webhook-secret").textContent())!;
    await secretDialog.getByRole("button", { name: "J'ai copié le secret" }).click();

    const card = page.getByRole("region", { name: new RegExp(name) });
    await expect(card).toBeVisible();
    await expect(card.getByText("En test", { exact: true })).toBeVisible();
    await expect(card.getByText(`whsec_…${secret.slice(-4)}`)).toBeVisible();

    // Test: a sample lead goes to the target now and its answer is shown.
    await card.getByRole("button", { name: "Tester" }).click();
    const result = page.getByTestId("webhook-test-result");
    await expect(result).toBeVisible();
    await expect(result.getByText("HTTP 405")).toBeVisible();
    // A loopback target (allowed for the e2e run only): status and latency, never its answer.
    await expect(result.getByText(/^\d+ ms$/)).toBeVisible();
    await expect(result.getByTestId("webhook-test-response-hidden")).toBeVisible();
    await expect(result.getByText(/"telephone": "\+33612345678"/)).toBeVisible();
    await page.getByRole("button", { name: "Fermer" }).first().click();
    await expect(result).toBeHidden();

    // The attempt is in the delivery log with its status and latency.
    const log = card.getByTestId(/^deliveries-/);
    await log.getByRole("button", { name: /#\d+/ }).first().click();
    const attempts = log.getByTestId(/^attempt-log-/).first();
    await expect(attempts.getByText("HTTP 405")).toBeVisible();
    await expect(attempts.getByText(/\d+ ms/)).toBeVisible();

    // Validate it: it becomes active.
    await card.getByRole("button", { name: "Valider" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Valider" }).click();
    await expect(card.getByText("Actif", { exact: true })).toBeVisible();
  });

  test("a webhook aimed at the cloud metadata address is refused, with the reason in French", async ({ page }) => {
    await signInWithApi(page, "annonceur@weedo.test");
    await page.goto("/weedomarket/annonceur/webhookAnnonceur");
    await page.getByRole("button", { name: "Nouveau webhook" }).click();
    const form = page.getByRole("dialog", { name: "Nouveau webhook" });
    await form.getByLabel("Nom", { exact: true }).fill(`Metadata e2e ${Date.now().toString(36)}`);
    await form.getByLabel("URL de destination").fill("http://169.254.169.254/latest/meta-data/");
    await form.getByLabel("Méthode").selectOption("POST");
    await form.getByRole("button", { name: "Créer le webhook" }).click();
    await expect(form.getByText("Adresse de métadonnées cloud refusée.")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Secret de signature" })).toHaveCount(0);
  });

  test("multi@ connects Ringover from the partner pages", async ({ page }) => {
    await signInWithApi(page, "multi@weedo.test");
    await page.goto("/weedomarket/annonceur/partenaires");
    await expect(page.getByRole("heading", { level: 1, name: "Partenaires" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Configurer / })).toHaveCount(9);
    await page.getByRole("link", { name: "Configurer Ringover" }).click();
    await expect(page).toHaveURL(/\/weedomarket\/annonceur\/ringover$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ringover" })).toBeVisible();

    await page.getByLabel("Adresse de réception Ringover").fill(target(page));
    await page.getByLabel("Clé d'API").fill("rk-e2e-123");
    await page.getByRole("button", { name: "Connecter Ringover" }).click();
    const secretDialog = page.getByRole("dialog", { name: "Secret de signature" });
    await expect(secretDialog.getByTestId("webhook-secret")).toBeVisible();
    await secretDialog.getByRole("button", { name: "J'ai copié le secret" }).click();

    const card = page.getByRole("region", { name: /Ringover/ });
    await expect(card).toBeVisible();
    await expect(card.getByText("En test", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Tester" }).click();
    await expect(page.getByTestId("webhook-test-result").getByText(/"phone_number": "\+33612345678"/)).toBeVisible();
    await page.getByRole("button", { name: "Fermer" }).first().click();
    // Set up: the form now updates the same connection.
    await expect(page.getByRole("button", { name: "Mettre à jour" })).toBeVisible();
  });
});
