import { expect } from "@playwright/test";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

test("an administrator goes through the four staff statistics and the publisher sees its own Teletech leads", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const cookie = await signInWithApi(page.context(), "admin@weedo.test");

  // Top revenue: the first HTML holds both rankings; admin@ is a gift viewer, so the column is there.
  const top = await page.goto("/StatsTopCaAnOrAf");
  expect(top?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Top CA annonceurs et affiliés" })).toBeVisible();
  await expect(page.getByTestId("top-advertisers").locator("tbody tr").first()).toBeVisible();
  await expect(page.getByTestId("top-publishers").locator("tbody tr").first()).toBeVisible();
  await expect(page.getByTestId("top-advertisers").getByRole("columnheader", { name: "Solde cadeaux" })).toBeVisible();
  await page.getByLabel("Du", { exact: true }).fill(daysAgo(89));
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${daysAgo(89)}`));
  await expect(page.getByTestId("top-advertisers").locator("tbody tr").first()).toBeVisible();

  // Lifetime value: cohorts, the lazily loaded chart, a cohort's clients and their CSV.
  await page.goto("/ltv");
  await expect(page.getByRole("heading", { level: 1, name: "Valeur vie client (LTV)" })).toBeVisible();
  await expect(page.getByTestId("ltv-cohorts").locator("tbody tr").first()).toBeVisible();
  // recharts arrives after the page: its bars are drawn once the lazy chunk has loaded.
  await expect(page.getByTestId("ltv-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
  const cohort = await page.getByLabel("Cohorte", { exact: true }).locator("option").nth(1).getAttribute("value");
  await page.getByLabel("Cohorte", { exact: true }).selectOption(cohort!);
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(new RegExp(`cohort=${cohort}`));
  await expect(page.getByTestId("ltv-clients").locator("tbody tr").first()).toBeVisible();
  const ltvHref = await page.getByRole("link", { name: "Exporter CSV" }).getAttribute("href");
  const ltvCsv = await request.get(ltvHref!, { headers: { cookie } });
  expect(ltvCsv.headers()["content-type"]).toContain("text/csv");
  for (const line of (await ltvCsv.text()).trim().split("\r\n").slice(1)) expect(line.startsWith(cohort!)).toBe(true);

  // Social networks: the seeded social clicks of the last 30 days, by network.
  await page.goto("/statsSocialMedia");
  await expect(page.getByRole("heading", { level: 1, name: "Statistiques réseaux sociaux" })).toBeVisible();
  await expect(page.getByTestId("network-facebook")).toContainText("Facebook");
  const totalClicks = await page.getByTestId("network-total").locator("td").nth(1).innerText();
  expect(Number(totalClicks.replace(/\D/g, ""))).toBeGreaterThan(0);

  // Teletech: outcome counts, the list filtered on one outcome, and its export.
  await page.goto("/TeletechLeads");
  await expect(page.getByRole("heading", { level: 1, name: "Leads Teletech" })).toBeVisible();
  const adminSummary = await page.getByText(/\d+ appels/).innerText();
  await page.getByTestId("outcome-qualified").click();
  await expect(page).toHaveURL(/outcome=qualified/);
  const rows = page.getByTestId("teletech-calls").locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText("Qualifié");
  const ttHref = await page.getByRole("link", { name: "Exporter CSV" }).getAttribute("href");
  expect(ttHref).toContain("outcome=qualified");
  const ttCsv = await request.get(ttHref!, { headers: { cookie } });
  for (const line of (await ttCsv.text()).trim().split("\r\n").slice(1)) expect(line).toContain("qualified");

  // editeur@ is the one publisher on the Teletech list: it sees fewer calls (only its own leads').
  const publisher = await browser.newContext();
  const publisherPage = await publisher.newPage();
  await signInWithApi(publisher, "editeur@weedo.test");
  await publisherPage.goto(`${baseURL}/TeletechLeads`);
  await expect(publisherPage.getByRole("heading", { level: 1, name: "Leads Teletech" })).toBeVisible();
  const own = Number((await publisherPage.getByText(/\d+ appels/).innerText()).replace(/\D/g, ""));
  expect(own).toBeGreaterThan(0);
  expect(own).toBeLessThan(Number(adminSummary.replace(/\D/g, "")));
  await publisher.close();
});
