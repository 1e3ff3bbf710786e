import { expect } from "@playwright/test";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";

test.describe("marketplace orders and filters", () => {
  test("annonceur@ creates an order through every step of the wizard, then pauses and relaunches it in mesCommandes", async ({
    page,
  }) => {
    test.setTimeout(120_000); // six steps, a creation and two state changes
    await signInWithApi(page, "annonceur@weedo.test");
    await page.goto("/weedomarket/annonceur/creeCommande");
    await expect(page.getByRole("heading", { level: 1, name: "Créer une commande" })).toBeVisible();

    // 1. Category: the next step stays locked until the current one is valid.
    await expect(page.getByRole("button", { name: /Type de vente \(verrouillée\)/ })).toBeDisabled();
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page.getByText("Choisissez une catégorie active.")).toBeVisible();
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Suivant" }).click();

    // 2. Sale type, with its price.
    await expect(page.getByRole("heading", { level: 2, name: "Type de vente" })).toBeVisible();
    await page.getByRole("radio", { name: /^Trio/ }).check();
    await page.getByRole("button", { name: "Suivant" }).click();

    // 3. Filters: Mayotte only (no demo stock there, so the order waits for leads instead of draining the balance).
    await expect(page.getByRole("heading", { level: 2, name: "Filtres" })).toBeVisible();
    await page.getByLabel("Rechercher un département").fill("976");
    await page.getByRole("checkbox", { name: "Département 976" }).check();
    await expect(page.getByTestId("stock-preview")).toHaveText("Aucun lead en stock ne correspond pour l'instant.");
    await page.getByLabel("Âge minimum").fill("25");
    await page.getByLabel("Âge maximum").fill("65");
    await page.getByRole("button", { name: "Suivant" }).click();

    // 4. Volume and schedule: a wrong volume is refused with its message.
    await expect(page.getByRole("heading", { level: 2, name: "Volume et calendrier" })).toBeVisible();
    await page.getByLabel("Volume total (leads)").fill("0");
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page.getByText("Le volume doit être un nombre entier supérieur à 0.")).toBeVisible();
    await page.getByLabel("Volume total (leads)").fill("30");
    await page.getByLabel("Plafond journalier").fill("5");
    await page.getByRole("checkbox", { name: "Samedi" }).check();
    await page.getByLabel("De", { exact: true }).selectOption("9");
    await page.getByLabel("À", { exact: true }).selectOption("19");
    await page.getByRole("button", { name: "Suivant" }).click();

    // 5. Delivery (annonceur@ has the webhook option).
    await expect(page.getByRole("heading", { level: 2, name: "Livraison" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Webhook/ })).toBeVisible();
    await page.getByRole("radio", { name: /^E-mail/ }).check();
    await page.getByRole("button", { name: "Suivant" }).click();

    // 6. Summary: price, promo code, balance.
    await expect(page.getByRole("heading", { level: 2, name: "Récapitulatif" })).toBeVisible();
    await expect(page.getByTestId("order-summary")).toContainText("Solde actuel HT");
    await page.getByLabel("Code promo").fill("NEXISTEPAS");
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect(page.getByText("Ce code promo n'existe pas.")).toBeVisible();
    await page.getByLabel("Code promo").fill("PRINTEMPS10");
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect(page.getByText("Code valable : -10 % sur le prix unitaire.")).toBeVisible();
    await page.getByRole("button", { name: "Confirmer la commande" }).click();

    await expect(page.getByText("Commande créée", { exact: true })).toBeVisible({ timeout: 15_000 });
    const detail = await page
      .getByText(/^Commande n° \d+/)
      .first()
      .textContent();
    const id = Number(/n° (\d+)/.exec(detail ?? "")?.[1]);
    expect(id).toBeGreaterThan(0);
    await page.waitForURL(/\/weedomarket\/annonceur\/mesCommandes$/);

    // In the list, in progress, with its progress bar; pause then relaunch.
    const table = page.getByTestId("my-orders");
    const pause = table.getByRole("button", { name: `Pause — commande n° ${id}` });
    await expect(pause).toBeVisible();
    await expect(table.getByRole("progressbar").first()).toBeVisible();
    await pause.click();
    await expect(page.getByText("Commande mise en pause.")).toBeVisible();
    const relaunch = table.getByRole("button", { name: `Relancer — commande n° ${id}` });
    await expect(relaunch).toBeVisible();
    await page.getByLabel("État", { exact: true }).selectOption("paused");
    await expect(relaunch).toBeVisible();
    await relaunch.click();
    await expect(page.getByText(/^Commande relancée/)).toBeVisible();
    await page.getByLabel("État", { exact: true }).selectOption("in_progress");
    await expect(table.getByRole("button", { name: `Pause — commande n° ${id}` })).toBeVisible();
  });

  test("annonceur@ creates a saved filter with a live stock preview and finds it in mesfiltres", async ({ page }) => {
    test.setTimeout(60_000);
    await signInWithApi(page, "annonceur@weedo.test");
    await page.goto("/weedomarket/annonceur/creefiltre");
    await expect(page.getByRole("heading", { level: 1, name: "Créer un filtre" })).toBeVisible();
    const name = `Filtre e2e ${Date.now()}`;
    // Nothing is saved without a name.
    await page.getByLabel("Catégorie *").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Créer le filtre" }).click();
    await expect(page.getByText("Ce champ est obligatoire.")).toBeVisible();
    await page.getByLabel("Nom *").fill(name);
    await page.getByRole("checkbox", { name: "Département 75" }).check();
    await expect(page.getByTestId("filter-preview")).toHaveText(/correspond/);
    await expect(page.getByRole("checkbox", { name: "Département 75" })).toBeChecked();
    await page.getByRole("button", { name: "Créer le filtre" }).click();
    await expect(page.getByText("Filtre créé.")).toBeVisible({ timeout: 15_000 });
    await page.waitForURL(/\/weedomarket\/annonceur\/mesfiltres$/);
    await expect(page.getByTestId("my-filters").getByText(name)).toBeVisible();
  });
});
