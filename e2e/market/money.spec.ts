import { expect as baseExpect, type Browser, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { signInAndSettle } from "../dashboards/helpers";

// Two signed-in users, server-rendered shells and API round trips on a busy machine: generous waits.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/** A signed-in page of its own (its own cookie jar) for one demo account. */
async function as(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAndSettle(page, email);
  return page;
}

/** The balance (HT cents) and low state shown on the prepaid balance screen. */
async function screenBalance(page: Page): Promise<{ cents: number; low: boolean }> {
  await page.goto("/mes-prepaiement");
  const b = page.getByTestId("money-balance");
  await expect(b).toBeVisible();
  return { cents: Number(await b.getAttribute("data-value")), low: (await b.getAttribute("data-low")) === "true" };
}

test.describe("prepaid balance and invalidations", () => {
  test("annonceur@ requests a top-up by transfer, the admin validates it in ListePresPaiements, the balance shows it", async ({
    browser,
  }) => {
    const advertiser = await as(browser, "annonceur@weedo.test");
    const before = await screenBalance(advertiser);
    await expect(advertiser.getByRole("heading", { level: 1, name: "Mon solde prépayé" })).toBeVisible();

    // Below 1 € is refused by the form itself.
    await advertiser.getByLabel("Montant HT (€)", { exact: true }).fill("0,50");
    await advertiser.getByRole("button", { name: "Demander le rechargement" }).click();
    await expect(advertiser.getByText("Le montant minimum est de 1 € HT.")).toBeVisible();

    await advertiser.getByLabel("Montant HT (€)", { exact: true }).fill("150,25");
    await expect(advertiser.getByLabel("Virement bancaire")).toBeChecked();
    await advertiser.getByRole("button", { name: "Demander le rechargement" }).click();
    const created = advertiser.getByTestId("top-up-created");
    await expect(created).toBeVisible();
    await expect(created).toContainText("IBAN");
    const reference = (await advertiser.getByTestId("top-up-reference").textContent())!.trim();
    expect(reference).toMatch(/^WM-4-[0-9A-F]{6}$/);
    // The request is in the history, waiting; the balance has not moved.
    const requests = advertiser.getByTestId("prepayment-requests");
    await expect(requests.getByRole("row").filter({ hasText: reference })).toContainText("En attente");
    await expect(advertiser.getByTestId("money-balance")).toHaveAttribute("data-value", String(before.cents));

    const admin = await as(browser, "admin@weedo.test");
    await admin.goto("/ListePresPaiements");
    await expect(admin.getByRole("heading", { level: 1, name: "Demandes de prépaiement" })).toBeVisible();
    await admin.getByLabel("Rechercher un client, une référence…").fill(reference);
    const row = admin.getByRole("row").filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: /^Valider/ }).click();
    const dialog = admin.getByRole("alertdialog", { name: "Valider ce prépaiement ?" });
    await expect(dialog).toContainText(reference);
    await dialog.getByRole("button", { name: "Valider et créditer" }).click();
    await expect(admin.getByText(/Prépaiement validé/)).toBeVisible();
    await expect(row).toContainText("Validé");
    await expect(row.getByRole("button", { name: /^Valider/ })).toHaveCount(0);

    // Once validated, the advertiser's balance (screen and top bar) includes it.
    const after = await screenBalance(advertiser);
    expect(after.cents).toBe(before.cents + 15_025);
    expect(after.low).toBe(false);
    await expect(advertiser.getByTestId("prepaid-balance")).toContainText(
      new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(after.cents / 100),
    );
    await advertiser.getByRole("tab", { name: "Mouvements du solde" }).click();
    await expect(
      advertiser.getByTestId("ledger-movements").getByRole("row").filter({ hasText: reference }),
    ).toContainText("Prépaiement");
    await advertiser.context().close();
    await admin.context().close();
  });

  test("annonceur@ asks to invalidate a bought lead in mesLeads, the admin accepts it in leadsDevalides, the balance shows the refund", async ({
    browser,
  }) => {
    // The seeded purchases are more than 7 days old: the desk widens the policy first (and restores it at the end).
    const admin = await as(browser, "admin@weedo.test");
    const setMaxAge = async (days: string) => {
      await admin.goto("/weedomarket/admin/leadsDevalides");
      const age = admin.getByLabel("Âge maximum du lead (jours après l’achat)");
      await expect(age).toHaveValue(/\d+/);
      await age.fill(days);
      await admin.getByRole("button", { name: "Enregistrer la politique" }).click();
      await expect(admin.getByText("Politique d’invalidation enregistrée.")).toBeVisible();
    };
    await setMaxAge("365");

    const advertiser = await as(browser, "annonceur@weedo.test");
    const before = await screenBalance(advertiser);
    await advertiser.goto("/weedomarket/annonceur/mesLeads");
    await expect(advertiser.getByTestId("invalidation-policy")).toContainText("365 jours");
    // The newest purchases come first: the first one without a request.
    const ask = advertiser
      .getByTestId("my-leads")
      .getByRole("button", { name: /^Demander l’invalidation du lead / })
      .first();
    await expect(ask).toBeVisible();
    const name = (await ask.getAttribute("aria-label"))!.replace("Demander l’invalidation du lead ", "");
    await ask.click();
    const dialog = advertiser.getByRole("dialog", { name: "Demander l’invalidation" });
    // The reason is required.
    await dialog.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(dialog.getByText("Indiquez un motif (3 caractères au moins).")).toBeVisible();
    await dialog.getByLabel("Motif", { exact: true }).selectOption({ label: "Faux numéro" });
    await dialog.getByLabel("Commentaire (facultatif)").fill("Le numéro n’existe pas.");
    await dialog.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(advertiser.getByText("Demande d’invalidation envoyée.")).toBeVisible();
    await advertiser.getByLabel("Rechercher un nom, un téléphone, un e-mail…").fill(name);
    await expect(advertiser.getByTestId("my-leads").getByRole("row").filter({ hasText: name }).first()).toContainText(
      "En cours de traitement",
    );

    await admin.goto("/weedomarket/admin/leadsDevalides");
    await admin.getByLabel("Rechercher un lead, un client…").fill(name);
    const row = admin
      .getByTestId("admin-invalidations")
      .getByRole("row")
      .filter({ hasText: "Faux numéro" })
      .filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `Décider pour le lead ${name}` }).click();
    const decide = admin.getByRole("dialog", { name: "Décision sur la demande" });
    await expect(decide.getByLabel("Décision", { exact: true })).toHaveValue("accepted");
    await decide.getByLabel("Note de décision").fill("Numéro inexistant confirmé.");
    await decide.getByRole("button", { name: "Enregistrer" }).click();
    await expect(admin.getByText(/1 demande mise à jour/)).toBeVisible();
    await expect(row).toContainText("Dévalidation acceptée");
    await expect(row).toContainText("Remboursé");

    const after = await screenBalance(advertiser);
    expect(after.cents).toBeGreaterThan(before.cents);
    await advertiser.getByRole("tab", { name: "Mouvements du solde" }).click();
    await expect(
      advertiser.getByTestId("ledger-movements").getByRole("row").filter({ hasText: "Remboursement" }).first(),
    ).toBeVisible();
    await advertiser.goto("/weedomarket/annonceur/mesLeads");
    await advertiser.getByLabel("Rechercher un nom, un téléphone, un e-mail…").fill(name);
    await expect(
      advertiser
        .getByTestId("my-leads")
        .getByRole("row")
        .filter({ hasText: "Dévalidation acceptée" })
        .filter({ hasText: name }),
    ).toHaveCount(1);
    await setMaxAge("7");
    await advertiser.context().close();
    await admin.context().close();
  });

  test("multi@'s low-balance indicator reacts to an admin adjustment from StatsClients, and back", async ({
    browser,
  }) => {
    const advertiser = await as(browser, "multi@weedo.test");
    const before = await screenBalance(advertiser);
    expect(before.low).toBe(true);
    await expect(advertiser.getByTestId("money-low-balance")).toBeVisible();
    await expect(advertiser.getByTestId("prepaid-balance")).toHaveAttribute("data-low", "true");

    const admin = await as(browser, "admin@weedo.test");
    await admin.goto("/weedomarket/admin/StatsClients");
    await admin.getByLabel("Rechercher un client", { exact: true }).fill("multi@weedo.test");
    const row = admin.getByTestId("client-stats").getByRole("row").filter({ hasText: "multi@weedo.test" });
    const adjust = async (amount: string, reason: string) => {
      await row.getByRole("button", { name: /^Ajuster le solde de/ }).click();
      const dialog = admin.getByRole("dialog", { name: "Ajustement de solde" });
      await dialog.getByLabel("Montant HT (€), négatif pour débiter").fill(amount);
      await dialog.getByLabel("Motif", { exact: true }).fill(reason);
      await dialog.getByRole("button", { name: "Enregistrer l’ajustement" }).click();
      await expect(dialog).toBeHidden();
    };
    await adjust("5000", "Geste commercial e2e");
    let now = await screenBalance(advertiser);
    expect(now.cents).toBe(before.cents + 500_000);
    expect(now.low).toBe(false);
    await expect(advertiser.getByTestId("prepaid-balance")).toHaveAttribute("data-low", "false");
    await expect(advertiser.getByTestId("money-low-balance")).toHaveCount(0);

    // Taken back: the indicator blinks again (and the demo account is as it was for the other journeys).
    await adjust("-5000", "Annulation du geste e2e");
    now = await screenBalance(advertiser);
    expect(now.cents).toBe(before.cents);
    expect(now.low).toBe(true);
    await expect(advertiser.getByTestId("prepaid-balance")).toHaveAttribute("data-low", "true");

    // The admin's Transactions show both adjustments.
    await admin.goto("/weedomarket/admin/Transactions");
    await admin.getByLabel("Type", { exact: true }).selectOption({ label: "Ajustement" });
    await admin.getByLabel("Rechercher un client, un libellé…").fill("geste");
    await expect(
      admin
        .getByTestId("transactions")
        .getByRole("row")
        .filter({ hasText: /geste.*e2e/i }),
    ).toHaveCount(2);
    await advertiser.context().close();
    await admin.context().close();
  });
});
