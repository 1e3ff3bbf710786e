import { expect, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";

// Each journey creates its own programs under a unique name: the seeded demo rows stay as they are.
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function fillProgram(page: Page, name: string, opts: { payout?: string } = {}) {
  const form = page.getByTestId("program-form");
  await form.getByLabel("Nom du programme").fill(name);
  await form.getByLabel("Description").fill("Devis d'assurance scooter en deux minutes.");
  await form.getByLabel("Thématique").selectOption("assurance");
  await form.getByLabel("Prix annonceur (HT)").fill("20");
  if (opts.payout) await form.getByLabel("Rémunération éditeur (HT)").fill(opts.payout);
  await form.getByLabel("Page d'atterrissage").fill("https://scooter.example.test/devis");
  await form.getByLabel("E-mail marketing", { exact: true }).check();
}

test.describe("MyAffil programs and campaigns", () => {
  // Long journeys (several pages and mutations each): more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test("an admin creates a program for annonceur@ with a campaign, then duplicates it", async ({ page }) => {
    const name = unique("E2E admin scooter");
    await signInWithApi(page, "admin@weedo.test");
    await page.goto("/myaffil/admin/integration/ajouterprogramme");
    await expect(page.getByRole("heading", { level: 1, name: "Ajouter un programme" })).toBeVisible();
    const advertiser = page.getByTestId("program-form").getByRole("combobox", { name: /^Annonceur/ });
    await expect(advertiser.locator("option[value='501']")).toHaveCount(1);
    await advertiser.selectOption("501");
    await fillProgram(page, name, { payout: "25" });
    await page.getByRole("button", { name: "Créer le programme" }).click();
    // Payout above the price: refused on the field, nothing created.
    await expect(
      page.getByText("La rémunération de l'éditeur ne peut pas dépasser le prix annonceur.").first(),
    ).toBeVisible();
    await page.getByTestId("program-form").getByLabel("Rémunération éditeur (HT)").fill("12,50");
    await page.getByRole("button", { name: "Créer le programme" }).click();
    await expect(page.getByText("Programme créé avec succès")).toBeVisible();
    await expect(page).toHaveURL(/\/myaffil\/admin\/viewprogram\?id=\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("program-margin")).toContainText("7,50");

    await page.getByRole("link", { name: "Ajouter une campagne" }).click();
    await expect(page).toHaveURL(/\/myaffil\/admin\/add_campagne\?program=\d+$/);
    const campaignForm = page.getByTestId("campaign-form");
    await expect(campaignForm.getByLabel("Programme")).not.toHaveValue("0");
    await campaignForm.getByLabel("Nom de la campagne").fill("Vague e-mail de printemps");
    await campaignForm.getByLabel("Budget (HT)").fill("1500");
    await campaignForm.getByLabel("Leads par jour (max)").fill("40");
    await page.getByRole("button", { name: "Créer la campagne" }).click();
    await expect(page.getByText("Campagne créée avec succès")).toBeVisible();
    await expect(page).toHaveURL(/\/myaffil\/admin\/viewprogram\?id=\d+$/);
    const campaigns = page.getByTestId("campaigns-table");
    await expect(campaigns.getByRole("row", { name: /Vague e-mail de printemps/ })).toBeVisible();
    await expect(campaigns.getByRole("row", { name: /Vague e-mail de printemps/ })).toContainText(/T[0-9A-Z]{10}/);

    await page.getByRole("link", { name: "Dupliquer", exact: true }).click();
    await expect(page).toHaveURL(/\/myaffil\/admin\/integration\/dupliquerprogramme\?id=\d+$/);
    await expect(page.getByLabel("Nom de la copie")).toHaveValue(`${name} (copie)`);
    await expect(page.getByTestId("duplicate-source")).toContainText("1");
    await page.getByRole("button", { name: "Dupliquer" }).click();
    await expect(page.getByText("Programme dupliqué avec succès")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `${name} (copie)` })).toBeVisible();
    await expect(
      page.getByTestId("campaigns-table").getByRole("row", { name: /Vague e-mail de printemps/ }),
    ).toBeVisible();

    // Both appear in the admin's program list.
    await page.goto("/myaffil/admin/prgramslist");
    await page.getByPlaceholder("Rechercher un programme…").fill(name);
    await expect(page.getByTestId("programs-table").getByRole("link", { name: new RegExp(`^${name}`) })).toHaveCount(2);
  });

  test("an advertiser creates its own program and a campaign; deleting asks first", async ({ page }) => {
    const name = unique("E2E annonceur scooter");
    await signInWithApi(page, "annonceur@weedo.test");
    await page.goto("/myaffil/annonceur/prgramslist");
    await expect(page.getByRole("heading", { level: 1, name: "Mes programmes" })).toBeVisible();
    await page.getByRole("button", { name: "Nouveau programme" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouveau programme" });
    await expect(dialog).toBeVisible();
    // The network sets the payout: the advertiser's form has no such field.
    await expect(dialog.getByLabel("Rémunération éditeur (HT)")).toHaveCount(0);
    await fillProgram(page, name);
    await dialog.getByRole("button", { name: "Créer le programme" }).click();
    await expect(page.getByText("Programme créé avec succès")).toBeVisible();
    await expect(page).toHaveURL(/\/myaffil\/annonceur\/viewprogram\?id=\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("En attente de validation", { exact: true })).toBeVisible();
    await expect(page.getByTestId("program-price")).toContainText("20,00");
    await expect(page.getByTestId("program-payout")).toHaveCount(0);

    await page.getByRole("button", { name: "Ajouter une campagne" }).click();
    const add = page.getByRole("dialog", { name: "Nouvelle campagne" });
    await add.getByLabel("Nom de la campagne").fill("Lancement scooter");
    await add.getByLabel("Début").fill("2026-03-01");
    await add.getByLabel("Fin").fill("2026-02-01");
    await add.getByRole("button", { name: "Créer la campagne" }).click();
    await expect(add.getByText("La date de fin doit suivre la date de début.")).toBeVisible();
    await add.getByLabel("Fin").fill("2026-06-30");
    await add.getByRole("button", { name: "Créer la campagne" }).click();
    await expect(page.getByText("Campagne créée avec succès")).toBeVisible();
    await expect(page.getByTestId("campaigns-table").getByRole("row", { name: /Lancement scooter/ })).toBeVisible();

    // Delete: a confirmation first; cancelling keeps the program.
    await page.getByRole("button", { name: "Supprimer", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Supprimer ce programme ?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Annuler" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("Supprimé", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Supprimer", exact: true }).click();
    await page
      .getByRole("alertdialog", { name: "Supprimer ce programme ?" })
      .getByRole("button", { name: "Supprimer" })
      .click();
    await expect(page.getByText("Programme supprimé avec succès")).toBeVisible();
    await expect(page.getByText("Supprimé", { exact: true })).toBeVisible();
  });

  test("a publisher sees its application states and copies its own tracking links", async ({ page }) => {
    await signInWithApi(page, "editeur@weedo.test");
    await page.goto("/myaffil/editeur/prgramslist");
    const table = page.getByTestId("programs-table");
    const search = page.getByPlaceholder("Rechercher un programme…");
    await search.fill("Mutuelle santé");
    await expect(table.getByRole("row", { name: /Mutuelle santé seniors/ })).toContainText("En cours de vérification");
    await search.fill("Garantie accidents");
    await expect(table.getByRole("row", { name: /Garantie accidents de la vie/ })).toHaveCount(0);
    await expect(table.getByText("Aucun résultat pour « Garantie accidents »")).toBeVisible();
    await page.goto("/myaffil/editeur/campagnelist");
    await expect(page.getByRole("heading", { level: 1, name: "Mes campagnes" })).toBeVisible();
    const links = page.getByTestId("publisher-campaigns");
    const find = page.getByPlaceholder("Rechercher une campagne…");
    await find.fill("Assurance auto");
    await expect(links.getByRole("row", { name: /Assurance auto — devis en ligne/ }).first()).toContainText("?p=801");
    await expect(links.getByRole("button", { name: /^Copier le lien de Assurance auto/ }).first()).toBeVisible();
    await find.fill("Mutuelle santé");
    await expect(links.getByRole("row", { name: /Mutuelle santé seniors/ })).toHaveCount(0);
  });

  test("an admin's row keeps one state action and opens the others from a keyboard menu", async ({ page }) => {
    await signInWithApi(page, "admin@weedo.test");
    await page.goto("/myaffil/admin/prgramslist");
    const table = page.getByTestId("programs-table");
    await page.getByPlaceholder("Rechercher un programme…").fill("Pompe à chaleur");
    const row = table.getByRole("row", { name: /Pompe à chaleur — prime énergie/ });
    // The first HTML carries the menu's button only; its items exist once it is opened.
    await expect(row.getByRole("button", { name: "Valider Pompe à chaleur — prime énergie" })).toBeVisible();
    await expect(row.getByRole("link", { name: /^Modifier/ })).toHaveCount(0);
    const more = row.getByRole("button", { name: "Autres actions pour Pompe à chaleur — prime énergie" });
    await more.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Modifier" })).toHaveAttribute(
      "href",
      /\/myaffil\/admin\/integration\/ajouterprogramme\?id=\d+$/,
    );
    await expect(menu.getByRole("menuitem", { name: "Dupliquer" })).toBeVisible();
    await menu.getByRole("menuitem", { name: "Supprimer" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Pompe à chaleur — prime énergie");
    await confirm.getByRole("button", { name: "Annuler" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(more).toBeFocused();
    await expect(row).toContainText("En pause");
  });
});
