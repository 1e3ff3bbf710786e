import { expect as baseExpect, type Browser, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { signInAndSettle } from "../dashboards/helpers";

// Two signed-in users, server-rendered shells and API round trips on a busy machine: generous waits.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/** The seeded source "LeadFlow Média" (lib/db/seed/market-stock.ts demoSourceKey). */
const DEMO_SOURCE_KEY = "wm_demo_leadflow";
const PRICE_EXCLUSIVE = 2_500;

async function as(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAndSettle(page, email);
  return page;
}

async function market<T = Record<string, unknown>>(page: Page, query: string, variables: Record<string, unknown>) {
  const res = await page.request.post("/api/graphql/market", { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** The wizard's "Suivant", until the next step's heading shows (a click during a re-render can be lost). */
async function nextStep(page: Page, title: string) {
  const heading = page.getByRole("heading", { level: 2, name: title, exact: true });
  await expect(async () => {
    if (!(await heading.isVisible())) await page.getByRole("button", { name: "Suivant" }).click();
    await expect(heading).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

async function screenBalance(page: Page): Promise<{ cents: number; low: boolean }> {
  await page.goto("/mes-prepaiement");
  const b = page.getByTestId("money-balance");
  await expect(b).toBeVisible();
  return { cents: Number(await b.getAttribute("data-value")), low: (await b.getAttribute("data-low")) === "true" };
}

test("lead marketplace journey: order through the wizard, a partner lead fills it, invalidation accepted, the balance shows the refund", async ({
  browser,
}) => {
  const stamp = Date.now();
  const categoryName = `Parcours e2e ${stamp}`;
  const lastName = `Parcours${stamp}`;

  // A category of its own, so that no other buyer's order competes for the journey's lead.
  const admin = await as(browser, "admin@weedo.test");
  const { createMarketCategory: category } = await market<{ createMarketCategory: { id: number } }>(
    admin,
    `mutation($i: MarketCategoryInput!) { createMarketCategory(input: $i) { id } }`,
    {
      i: {
        name: categoryName,
        icon: "tag",
        description: "Catégorie du parcours de bout en bout",
        priceExclusiveCents: PRICE_EXCLUSIVE,
        priceDuoCents: 1_600,
        priceTrioCents: 1_100,
        active: true,
        fields: [],
      },
    },
  );

  // annonceur@ orders two exclusive leads of it through the wizard.
  const advertiser = await as(browser, "annonceur@weedo.test");
  const start = await screenBalance(advertiser);
  expect(start.low).toBe(false);
  await advertiser.goto("/weedomarket/annonceur/creeCommande");
  await advertiser.getByRole("radio", { name: categoryName }).check();
  await nextStep(advertiser, "Type de vente");
  await advertiser.getByRole("radio", { name: /^Exclusif/ }).check();
  await nextStep(advertiser, "Filtres");
  await expect(advertiser.getByTestId("stock-preview")).toBeVisible();
  await nextStep(advertiser, "Volume et calendrier");
  await advertiser.getByLabel(/^Volume total \(leads\)/).fill("2");
  // Every day, all day: the lead arrives whenever the journey runs.
  for (const day of ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"])
    await advertiser.getByRole("checkbox", { name: day, exact: true }).check();
  await advertiser.getByLabel("De", { exact: true }).selectOption("0");
  await advertiser.getByLabel("À", { exact: true }).selectOption("24");
  await nextStep(advertiser, "Livraison");
  await advertiser.getByRole("radio", { name: /^Téléchargement CSV/ }).check();
  await nextStep(advertiser, "Récapitulatif");
  await advertiser.getByRole("button", { name: "Confirmer la commande" }).click();
  await expect(advertiser.getByText("Commande créée")).toBeVisible();
  await advertiser.waitForURL(/\/weedomarket\/annonceur\/mesCommandes$/);
  await advertiser.getByLabel("Rechercher une commande").fill(categoryName);
  const orderRow = advertiser.getByRole("row").filter({ hasText: categoryName });
  await expect(orderRow.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");

  // A partner posts a lead to the intake endpoint with its API key: it is sold to the order at once.
  const posted = await advertiser.request.post("/api/market/leads", {
    headers: { "x-api-key": DEMO_SOURCE_KEY },
    data: {
      category_id: category.id,
      first_name: "Jeanne",
      last_name: lastName,
      email: `parcours.${stamp}@exemple.fr`,
      phone: `+3361${String(stamp).slice(-7)}`,
      postcode: "75011",
      age: 42,
    },
  });
  expect(posted.status()).toBe(201);
  expect((await posted.json()).sold_to).toBe(1);
  await advertiser.reload();
  await advertiser.getByLabel("Rechercher une commande").fill(categoryName);
  await expect(orderRow.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
  await expect(orderRow.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "1 leads livrés sur 2");
  const afterSale = await screenBalance(advertiser);
  expect(afterSale.cents).toBe(start.cents - PRICE_EXCLUSIVE);

  // The advertiser's dashboard follows the order and the lead.
  await advertiser.goto("/weedomarket/annonceur/dashboard");
  await expect(advertiser.getByTestId("market-orders-progress")).toContainText(categoryName);
  await expect(advertiser.getByRole("progressbar").first()).toBeVisible();

  // The lead is in mesLeads; the advertiser asks for its invalidation.
  await advertiser.goto("/weedomarket/annonceur/mesLeads");
  await advertiser.getByLabel("Rechercher un nom, un téléphone, un e-mail…").fill(lastName);
  const leadRow = advertiser.getByTestId("my-leads").getByRole("row").filter({ hasText: lastName });
  await expect(leadRow).toContainText(categoryName);
  await expect(leadRow).toContainText("Aucune demande");
  await leadRow.getByRole("button", { name: `Demander l’invalidation du lead Jeanne ${lastName}` }).click();
  const ask = advertiser.getByRole("dialog", { name: "Demander l’invalidation" });
  await ask.getByLabel("Motif", { exact: true }).selectOption({ label: "Ne répond pas" });
  await ask.getByLabel("Commentaire (facultatif)").fill("Trois appels sans réponse.");
  await ask.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(advertiser.getByText("Demande d’invalidation envoyée.")).toBeVisible();
  await expect(leadRow).toContainText("En cours de traitement");

  // The lead desk accepts it in leadsDevalides: the sale is refunded once.
  await admin.goto("/weedomarket/admin/leadsDevalides");
  await admin.getByLabel("Rechercher un lead, un client…").fill(lastName);
  const request = admin.getByTestId("admin-invalidations").getByRole("row").filter({ hasText: lastName });
  await expect(request).toContainText("Ne répond pas");
  await request.getByRole("button", { name: `Décider pour le lead Jeanne ${lastName}` }).click();
  const decide = admin.getByRole("dialog", { name: "Décision sur la demande" });
  await decide.getByLabel("Décision", { exact: true }).selectOption({ label: "Dévalidation acceptée" });
  await decide.getByRole("button", { name: "Enregistrer" }).click();
  await expect(request).toContainText("Dévalidation acceptée");
  await expect(request).toContainText("Remboursé");

  // The balance, on the screen and in the top bar, shows the refund; the indicator stays calm.
  const refunded = await screenBalance(advertiser);
  expect(refunded.cents).toBe(afterSale.cents + PRICE_EXCLUSIVE);
  expect(refunded.low).toBe(false);
  const topBar = advertiser.getByTestId("prepaid-balance");
  await expect(topBar).toHaveAttribute("data-low", "false");
  await expect(topBar).toContainText(
    new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(refunded.cents / 100),
  );
  await advertiser.getByRole("tab", { name: "Mouvements du solde" }).click();
  await expect(
    advertiser.getByTestId("ledger-movements").getByRole("row").filter({ hasText: "Remboursement" }).first(),
  ).toBeVisible();

  // Left as found for the other journeys: the category no longer offered.
  await market(admin, `mutation($id: Int!) { setMarketCategoryActive(id: $id, active: false) { id } }`, {
    id: category.id,
  });
  await advertiser.context().close();
  await admin.context().close();
});

test("the low-balance indicator reacts to the balance: multi@ credited then debited back by the desk", async ({
  browser,
}) => {
  const advertiser = await as(browser, "multi@weedo.test");
  const before = await screenBalance(advertiser);
  expect(before.low).toBe(true);
  const topBar = advertiser.getByTestId("prepaid-balance");
  await expect(topBar).toHaveAttribute("data-low", "true");
  await expect(topBar.locator(".weedo-blink")).toHaveCount(1);

  const admin = await as(browser, "admin@weedo.test");
  const adjust = (amountCents: number, reason: string) =>
    market(admin, `mutation($i: AdjustmentInput!) { adjustBalance(input: $i) { id } }`, {
      i: { userId: 7, amountCents, reason },
    });
  await adjust(1_000_000, "Crédit du parcours e2e");
  const credited = await screenBalance(advertiser);
  expect(credited.low).toBe(false);
  await expect(advertiser.getByTestId("prepaid-balance")).toHaveAttribute("data-low", "false");
  await expect(advertiser.getByTestId("prepaid-balance").locator(".weedo-blink")).toHaveCount(0);

  await adjust(-1_000_000, "Reprise du crédit du parcours e2e");
  const back = await screenBalance(advertiser);
  expect(back).toEqual(before);
  await expect(advertiser.getByTestId("prepaid-balance")).toHaveAttribute("data-low", "true");
  await advertiser.context().close();
  await admin.context().close();
});
