import { expect } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";

test("a client verifies a CSV list and downloads the result", async ({ page }) => {
  await signInWithApi(page, "annonceur@weedo.test");
  expect((await page.goto("/weedocheck/annonceur/verifications"))?.status()).toBe(200);
  const csv =
    "email;telephone;code_postal\nlea.moreau@exemple.fr;0611223344;75011\npas-une-adresse;;\nzoe@yopmail.com;0622334455;69003\n";
  await page
    .getByLabel("Fichier CSV")
    .setInputFiles({ name: "prospects.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Envoyer et vérifier" }).click();
  const progress = page.getByTestId("check-list-progress");
  await expect(progress).toHaveAttribute("data-state", "done");
  await expect(progress).toContainText("Liste vérifiée");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("check-list-download").click(),
  ]);
  const text = await readFile((await download.path())!, "utf8");
  const lines = text.trim().split("\r\n");
  expect(lines).toHaveLength(4);
  expect(lines[1]).toContain("lea.moreau@exemple.fr");
  expect(lines[2]).toContain(";invalid;");
  expect(lines[3]).toContain("email_disposable:fail(disposable)");
  // The table below shows them too, from the list.
  await page.goto("/weedocheck/annonceur/verifications?source=list&q=zoe%40yopmail.com");
  await expect(page.getByTestId("check-verifications")).toContainText("zoe@yopmail.com");
});

test("an administrator saves a scenario version and new verifications use it", async ({ page }) => {
  await signInWithApi(page, "admin@weedo.test");
  expect((await page.goto("/weedocheck/admin/scenarios"))?.status()).toBe(200);
  const card = page.locator("[data-testid^='check-scenario-']").filter({ hasText: "Par défaut (plateforme)" }).first();
  const current = Number((await card.getByTestId("check-scenario-current").innerText()).match(/v(\d+)/)![1]);
  await card.getByText("Nouvelle version").click();
  await card.getByLabel("Poids Vélocité (IP / appareil)").fill("20");
  await card.getByRole("button", { name: "Enregistrer la version" }).click();
  await expect(page.getByText(`Version v${current + 1} enregistrée`)).toBeVisible();
  await expect(card.getByTestId("check-scenario-current")).toContainText(`v${current + 1}`);

  await page.goto("/weedocheck/admin/verifications");
  await page.getByLabel("Pour le client").selectOption({ label: "Médias Dupont (éditeur)" });
  await page.getByLabel("E-mail", { exact: true }).fill("nouvelle.version@exemple.fr");
  await page.getByRole("button", { name: "Vérifier", exact: true }).click();
  await expect(page.getByTestId("check-one-result")).toContainText(`scénario v${current + 1}`);
  await expect(page.getByTestId("check-verifications").locator("tbody tr").first()).toContainText(`v${current + 1}`);
});

test("the calculator prices a monthly volume", async ({ page }) => {
  await signInWithApi(page, "editeur@weedo.test");
  expect((await page.goto("/weedocheck/editeur/calculateur_weedo_trust"))?.status()).toBe(200);
  const form = page.getByTestId("check-calculator");
  await form.getByLabel("Volume mensuel").fill("20000");
  for (const box of await form.getByRole("checkbox").all()) await box.uncheck();
  await form.getByLabel("Syntaxe de l'e-mail").check();
  await form.getByLabel("Domaine avec MX").check();
  await form.getByRole("button", { name: "Calculer" }).click();
  // The seeded grid: 10 000+ tier, (0.64 + 1.20) € per thousand × 20 = 36.80 €.
  await expect(page.getByTestId("check-quote-monthly")).toHaveText(/36,80\s?€/);
});
