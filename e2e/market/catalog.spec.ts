import { expect, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { signInAndSettle } from "../dashboards/helpers";

/** A marketplace API call as the signed-in page's user: the figures the screen must show. */
async function marketQuery<T>(page: Page, query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await page.request.post("/api/graphql/market", { data: { query, variables } });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return Object.values(body.data!)[0] as T;
}

test.describe("marketplace catalogue (admin)", () => {
  test.beforeEach(async ({ page }) => {
    await signInAndSettle(page, "admin@weedo.test");
  });

  test("admin@ creates a category with its own fields and finds it listed", async ({ page }) => {
    const name = `Isolation e2e ${Date.now().toString(36)}`;
    await page.goto("/weedomarket/admin/creeCategorie");
    await expect(page.getByRole("heading", { level: 1, name: "Nouvelle catégorie" })).toBeVisible();

    // Nothing filled: the form says what is missing.
    await page.getByRole("button", { name: "Créer la catégorie" }).click();
    await expect(page.getByText("Le nom doit faire entre 2 et 80 caractères.")).toBeVisible();

    await page.getByLabel(/^Nom/).fill(name);
    await page.getByLabel("Icône").selectOption("house");
    await page.getByLabel("Description").fill("Combles perdus à isoler, propriétaires uniquement.");
    await page.getByLabel(/^Exclusif/).fill("40");
    await page.getByLabel(/^Duo/).fill("25,50");
    await page.getByLabel(/^Trio/).fill("18");

    await page.getByRole("button", { name: "Ajouter un champ" }).click();
    const first = page.getByTestId("category-field-0");
    await first.getByLabel(/^Clé/).fill("surface");
    await first.getByLabel(/^Libellé/).fill("Surface des combles (m²)");
    await first.getByLabel("Type").selectOption("number");
    await first.getByLabel("Obligatoire").check();

    await page.getByRole("button", { name: "Ajouter un champ" }).click();
    const second = page.getByTestId("category-field-1");
    await second.getByLabel(/^Clé/).fill("chauffage");
    await second.getByLabel(/^Libellé/).fill("Chauffage");
    await second.getByLabel("Type").selectOption("select");
    // A list without values is refused.
    await page.getByRole("button", { name: "Créer la catégorie" }).click();
    await expect(second.getByText("Indiquez au moins une valeur possible.")).toBeVisible();
    await second.getByLabel(/^Valeurs possibles/).fill("Gaz\nFioul\nÉlectrique");

    await page.getByRole("button", { name: "Créer la catégorie" }).click();
    await expect(page.getByText(`Catégorie « ${name} » créée.`)).toBeVisible();
    await page.waitForURL("**/weedomarket/admin/categories");

    const table = page.getByTestId("market-categories");
    await page.getByPlaceholder("Rechercher une catégorie").fill(name);
    const row = table.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/40,00/);
    await expect(row).toContainText(/25,50/);
    await expect(row).toContainText("Active");

    // Its edit form carries the two fields back.
    await row.getByRole("link", { name: `Modifier ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Modifier la catégorie" })).toBeVisible();
    await expect(page.getByTestId("category-field-0").getByLabel(/^Clé/)).toHaveValue("surface");
    await expect(page.getByTestId("category-field-1").getByLabel(/^Valeurs possibles/)).toHaveValue(
      "Gaz\nFioul\nÉlectrique",
    );
  });

  test("the stock page shows the stock figures, a chart and a table", async ({ page }) => {
    await page.goto("/weedomarket/admin/stock");
    await expect(page.getByRole("heading", { level: 1, name: "Stock de leads" })).toBeVisible();
    const collected = page.getByTestId("kpi-stock-collected");
    await expect(collected).not.toHaveAttribute("data-value", "");
    const figures = Number(await collected.getAttribute("data-value"));
    expect(figures).toBeGreaterThan(0);
    await expect(page.getByTestId("stock-chart").locator("svg.recharts-surface").first()).toBeVisible();
    await expect(page.getByTestId("stock-rows").getByRole("row").nth(1)).toBeVisible();
    await expect(page.getByTestId("kpi-stock-available")).not.toHaveAttribute("data-value", "");
    await expect(page.getByRole("button", { name: "Exporter en CSV" }).first()).toBeVisible();
  });

  test("a category report shows its figures and chart", async ({ page }) => {
    await page.goto("/weedomarket/admin/categories");
    await page.getByRole("link", { name: "Rapport de Assurance santé" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Rapport de catégorie" })).toBeVisible();
    await expect(page.getByTestId("report-category-name")).toHaveText("Assurance santé");
    const id = Number(/rapport\/(\d+)\//.exec(page.url())![1]);
    const collected = page.getByTestId("kpi-report-collected");
    await expect(collected).not.toHaveAttribute("data-value", "");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    const from = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(
      new Date(Date.now() - 29 * 86_400_000),
    );
    const api = await marketQuery<{ collected: number; revenueCents: number }>(
      page,
      `query($id: Int!, $from: String!, $to: String!) { marketCategoryReport(id: $id, from: $from, to: $to) { collected revenueCents } }`,
      { id, from, to: today },
    );
    await expect(collected).toHaveAttribute("data-value", String(api.collected));
    expect(api.collected).toBeGreaterThan(0);
    await expect(page.getByTestId("category-report-chart").locator("svg.recharts-surface").first()).toBeVisible();
    await expect(page.getByTestId("report-by-type").getByRole("row").filter({ hasText: "Exclusif" })).toBeVisible();
  });

  test("a new source shows its API key once", async ({ page }) => {
    await page.goto("/weedomarket/admin/categories");
    await page.getByRole("tab", { name: "Sources" }).click();
    await expect(
      page.getByTestId("market-sources").getByRole("row").filter({ hasText: "LeadFlow Média" }),
    ).toBeVisible();
    const name = `Partenaire e2e ${Date.now().toString(36)}`;
    await page.getByRole("button", { name: "Nouvelle source" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/^Source/).fill(name);
    await dialog.getByLabel(/^Coût par lead/).fill("4,50");
    await dialog.getByRole("button", { name: "Créer la source" }).click();
    await expect(dialog.getByTestId("source-api-key")).toHaveValue(/^wm_/);
    await dialog.getByRole("button", { name: "J'ai copié la clé" }).click();
    await expect(page.getByTestId("market-sources").getByRole("row").filter({ hasText: name })).toContainText("4,50");
  });

  test("a partner posts leads to the intake endpoint: per-field errors, created, duplicate, bad key", async ({
    page,
  }) => {
    const categories = await marketQuery<{ id: number; name: string }[]>(page, `{ marketCategories { id name } }`);
    const sante = categories.find((c) => c.name === "Assurance santé")!;
    const headers = { "x-api-key": "wm_demo_leadflow", "accept-language": "en-GB,en;q=0.9" };
    const bad = await page.request.post("/api/market/leads", {
      headers,
      data: { category_id: sante.id, first_name: "Zoé", email: "zoe@", phone: "12", postcode: "7500" },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).errors).toMatchObject({
      last_name: "This field is required.",
      email: "Invalid e-mail address.",
      phone: "Invalid phone number.",
      postcode: "Invalid French postcode (5 digits).",
      regime: "This field is required.",
    });
    const stamp = Date.now() % 1_000_000;
    const lead = {
      category_id: sante.id,
      first_name: "Zoé",
      last_name: "Garnier",
      email: `zoe.garnier.${stamp}@exemple.test`,
      phone: `06 45 ${String(stamp)
        .padStart(6, "0")
        .replace(/(..)(..)(..)/, "$1 $2 $3")}`,
      postcode: "20090",
      age: 41,
      regime: "TNS",
    };
    const ok = await page.request.post("/api/market/leads", { headers, data: lead });
    expect(ok.status()).toBe(201);
    expect(await ok.json()).toMatchObject({ lead_id: expect.any(Number), sold_to: expect.any(Number) });
    const again = await page.request.post("/api/market/leads", {
      headers: { "x-api-key": "wm_demo_leadflow" },
      data: lead,
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({
      error: "DUPLICATE",
      message: expect.stringContaining("30 derniers jours"),
    });
    expect(
      (
        await page.request.post("/api/market/leads", { headers: { "x-api-key": "wm_demo_social-ads" }, data: lead })
      ).status(),
    ).toBe(401);
  });
});
