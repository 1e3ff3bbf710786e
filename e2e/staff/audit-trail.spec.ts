import { expect } from "@playwright/test";
import { test } from "../fixtures";
import { apiLogin } from "../shell/helpers";

// /Logs is built on the server alone (a GET form, links, <details>): it must work with scripts off.
test.use({ javaScriptEnabled: false });

test("an administrator finds a sign-in in the audit trail, filters it and exports it", async ({
  page,
  request,
  baseURL,
}) => {
  // A sign-in of the advertiser writes the entry the administrator will look for.
  await apiLogin(request, "annonceur@weedo.test");
  const cookie = await apiLogin(request, "admin@weedo.test");
  const [name, value] = cookie.split(/=(.*)/s) as [string, string];
  await page.context().addCookies([{ name, value, url: baseURL! }]);

  const response = await page.goto("/Logs");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Journal d'audit" })).toBeVisible();
  // The first HTML already holds rows.
  expect(await response!.text()).toContain('data-testid="audit-entries"');

  await page.getByLabel("Personne", { exact: true }).fill("annonceur@weedo.test");
  await page.getByLabel("Action", { exact: true }).selectOption({ label: "Connexion" });
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/action=sign_in/);
  const rows = page.getByTestId("audit-entries").locator("tbody tr");
  await expect(rows.first()).toContainText("annonceur@weedo.test");
  await expect(rows.first()).toContainText("Connexion");
  for (const row of await rows.all()) await expect(row).toContainText("annonceur@weedo.test");

  const href = await page.getByRole("link", { name: "Exporter en CSV" }).getAttribute("href");
  expect(href).toContain("action=sign_in");
  const csv = await request.get(href!, { headers: { cookie } });
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toContain("annonceur@weedo.test");
});

test("a reversed period is explained and the filters are kept", async ({ page, request, baseURL }) => {
  const cookie = await apiLogin(request, "admin@weedo.test");
  const [name, value] = cookie.split(/=(.*)/s) as [string, string];
  await page.context().addCookies([{ name, value, url: baseURL! }]);
  await page.goto("/Logs?from=2026-03-05&to=2026-03-01");
  await expect(page.getByRole("alert")).toContainText("Filtre invalide");
  await expect(page.getByLabel("Du", { exact: true })).toHaveValue("2026-03-05");
});
