import { expect } from "@playwright/test";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";

const FIGURES = "delivered settled accepted refused failed acceptanceRate spendCents";
/** The digits of a rendered number or amount ("1 234,50 €" → 123450). */
const digits = (text: string) => Number(text.replace(/\D/g, ""));

test("an advertiser's Mon Gustave statistics equal the API, and extract-mer is for the listed ids only", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInWithApi(page.context(), "annonceur@weedo.test");

  // The dashboard: this month's figures, the 30-day chart, the web services' health.
  await page.goto("/mongustave/annonceur/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Mon Gustave : tableau de bord" })).toBeVisible();
  await expect(page.getByTestId("mg-kpi-bought-value")).toBeVisible();
  await expect(page.getByTestId("mg-ws-health").locator("tbody tr").first()).toBeVisible();
  await expect(page.getByTestId("mg-exclusion-note")).toContainText("leads de test");

  // Statistics over the default period (last 30 days): the page's totals are the API's.
  await page.goto("/mongustave/annonceur/statistiques");
  await expect(page.getByRole("heading", { level: 1, name: "Mon Gustave : statistiques" })).toBeVisible();
  const from = await page.getByLabel("Du", { exact: true }).inputValue();
  const to = await page.getByLabel("Au", { exact: true }).inputValue();
  const api = await page.request.post("/api/graphql/market", {
    data: {
      query: `query($f: MgAdvertiserFilter!) { mgAdvertiserStats(filter: $f) { totals { ${FIGURES} } byProduct { product accepted } } }`,
      variables: { f: { from, to } },
    },
  });
  const stats = (await api.json()).data.mgAdvertiserStats as {
    totals: Record<string, number>;
    byProduct: { product: string; accepted: number }[];
  };
  expect(stats.totals.delivered).toBeGreaterThan(0);
  expect(digits(await page.getByTestId("mg-total-delivered").innerText())).toBe(stats.totals.delivered);
  expect(digits(await page.getByTestId("mg-total-accepted").innerText())).toBe(stats.totals.accepted);
  expect(digits(await page.getByTestId("mg-total-spend").innerText())).toBe(stats.totals.spendCents);
  const totalRow = page.getByTestId("mg-by-day-total").locator("td");
  expect(digits(await totalRow.nth(3).innerText())).toBe(stats.totals.accepted);
  for (const p of stats.byProduct)
    expect(digits(await page.getByTestId(`mg-by-product-${p.product}`).locator("td").nth(3).innerText())).toBe(
      p.accepted,
    );
  await expect(page.getByTestId("mg-stats-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
  // The CSV's total line holds the same figures.
  const csvHref = await page.getByRole("link", { name: "Exporter en CSV" }).getAttribute("href");
  const csv = await page.request.get(csvHref!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const total = (await csv.text()).trim().split("\r\n").at(-1)!.split(";");
  expect(total.slice(3, 6).map(Number)).toEqual([stats.totals.delivered, stats.totals.settled, stats.totals.accepted]);

  // A preset changes the period through the URL.
  await page.getByRole("link", { name: "90 derniers jours" }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole("link", { name: "90 derniers jours" })).toHaveAttribute("aria-current", "true");

  // extract-mer: annonceur@ is on the list; 10 leads a page and the CSV of all of them.
  await page.goto("/mongustave/annonceur/extract-mer");
  await expect(page.getByRole("heading", { level: 1, name: "Extraction MER" })).toBeVisible();
  await expect(page.getByTestId("mg-extract").locator("tbody tr")).toHaveCount(10);
  const count = digits((await page.getByTestId("mg-extract-summary").innerText()).split(" pour ")[0]!);
  const href = await page.getByTestId("mg-extract-download").getAttribute("href");
  const extract = await page.request.get(href!);
  expect(extract.headers()["x-row-count"]).toBe(String(count));

  // annonceur.perf@ is not on the list: the route refuses it, and so does the CSV route.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInWithApi(other, "annonceur.perf@weedo.test");
  await otherPage.goto(`${baseURL}/mongustave/annonceur/extract-mer`);
  await expect(otherPage.getByRole("heading", { level: 1, name: "Extraction MER" })).toHaveCount(0);
  expect((await otherPage.request.get(`${baseURL}${href!}`)).status()).toBe(403);
  await other.close();
});
