import { expect } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";

// Each journey renders several server pages in a row on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** "YYYY-MM" of the Paris month `n` months before this one. */
function monthsAgo(n: number): string {
  const [y, m] = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" })
    .format(new Date())
    .split("-")
    .map(Number) as [number, number];
  const i = y * 12 + m - 1 - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
}

test("an allow-listed administrator generates the monthly report and downloads it as PDF and CSV", async ({ page }) => {
  await signInWithApi(page, "admin@weedo.test");
  expect((await page.goto("/report"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Rapport mensuel" })).toBeVisible();
  await expect(page.getByTestId("report-chart")).toBeVisible();
  await expect(page.getByTestId("report-platform-perf")).toContainText("MyAffil");
  await expect(page.getByTestId("report-platform-mongustave")).toContainText("Pas encore de données de coût");
  // The seed's generated report is listed.
  const rows = page.getByTestId("generated-reports").locator("tbody tr");
  const before = await rows.count();
  expect(before).toBeGreaterThan(0);

  const month = monthsAgo(2);
  await page.getByLabel("Mois du rapport").fill(month);
  await page.getByTestId("generate-report").click();
  // Spec section 8: "report created".
  const toast = page.getByText("Rapport créé avec succès");
  await expect(toast).toBeVisible();
  await expect(rows).toHaveCount(before + 1);
  // The toast sits over the bottom right of the page, where the newest row's download links are.
  await expect(toast).toBeHidden({ timeout: 20_000 });

  const newest = rows.first();
  const [pdfDownload] = await Promise.all([
    page.waitForEvent("download"),
    newest.getByRole("link", { name: "PDF" }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toMatch(new RegExp(`^rapport-mensuel-${month}-\\d+\\.pdf$`));
  const pdf = await PDFDocument.load(new Uint8Array(await readFile((await pdfDownload.path())!)));
  expect(pdf.getTitle()).toBe(`Rapport mensuel ${month}`);

  const [csvDownload] = await Promise.all([
    page.waitForEvent("download"),
    newest.getByRole("link", { name: "CSV" }).click(),
  ]);
  const csv = await readFile((await csvDownload.path())!, "utf8");
  expect(csv).toContain("mois;plateforme;chiffre_affaires_ht;couts_ht;marge_ht");
  expect(csv).toContain(`${month};MyAffil;`);
  expect(csv).toContain(`${month};Total;`);
});

test("the report area's other screens answer, and a client's advances are reached from CaClient", async ({ page }) => {
  await signInWithApi(page, "admin@weedo.test");
  for (const [path, title] of [
    ["/report/rapport", "MyAffil"],
    ["/report/rapportCoreg", "MyCoreg"],
    ["/report/rapportMongustave", "Mon Gustave"],
    ["/report/payments", "Paiements éditeurs"],
  ] as const) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toContainText(title);
  }
  expect((await page.goto("/report/CaClient?from=2000-01-01"))?.status()).toBe(200);
  await expect(page.getByTestId("client-revenue")).toBeVisible();
  await page.getByTestId("sort-name").click();
  await expect(page).toHaveURL(/sort=name/, { timeout: 30_000 });
  await page.getByTestId("client-revenue").getByRole("link", { name: "Avances" }).first().click();
  await expect(page).toHaveURL(/\/report\/AvancesClient\/\d+\/\w+\/\d+\/\d+\/\d+\/\d+/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Avances de");
  await expect(page.getByTestId("advances-summary")).toBeVisible();
});

test("tem is kept out of the monthly report: sent on by the guard, refused by the API and the download", async ({
  page,
}) => {
  await signInWithApi(page, "tem@weedo.test");
  await page.goto("/report");
  await expect(page).not.toHaveURL(/\/report/);
  const api = await page.request.post("/api/graphql/auth", {
    data: { query: `{ monthlyFigures(from: "2026-01", to: "2026-01") { platform } }` },
  });
  expect((await api.json()).errors[0].extensions.code).toBe("FORBIDDEN");
  expect((await page.request.get("/api/reports/monthly/1/pdf")).status()).toBe(403);
});
