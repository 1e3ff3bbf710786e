import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";
import { expectChart, kpi, seriousViolations } from "../dashboards/helpers";

test.describe("Datadeal publisher dashboard /datadeal/editeur/dashboard", () => {
  test("editeur@ sees its seeded deals, their months, filters them and exports them", async ({ page }) => {
    await signInWithApi(page, "editeur@weedo.test");
    await page.goto("/datadeal/editeur/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mes deals data");
    const deals = page.getByTestId("datadeal-deal-row");
    // The seed's deals of editeur@, and none of another publisher's.
    await expect(deals).toHaveCount(3);
    for (const source of ["jeu-concours-noel", "quiz-energie", "newsletter-weedo"])
      await expect(deals.filter({ has: page.getByRole("rowheader", { name: source }) })).toHaveCount(1);
    await expect(page.getByText("partenaire-mutuelle")).toHaveCount(0);
    // The earnings card is the sum of the deals' earnings.
    const values = await deals.evaluateAll((rows) =>
      rows.map((r) => Number(r.querySelector("[data-value]")!.getAttribute("data-value"))),
    );
    const earnings = await kpi(page, "datadeal-earnings");
    expect(Number(earnings.value)).toBe(values.reduce((a, b) => a + b, 0));
    expect(Number(earnings.value)).toBeGreaterThan(0);
    await expectChart(page, "chart-datadeal-earnings");
    await expect(page.getByTestId("datadeal-months").getByRole("row").nth(1)).toBeVisible();

    // One deal: the URL holds the filter; the months are that deal's.
    await page.getByLabel("Deal", { exact: true }).selectOption({ label: "quiz-energie" });
    await page.getByRole("button", { name: "Appliquer" }).click();
    await expect(page).toHaveURL(/deal=\d+/);
    const months = page.getByTestId("datadeal-months").locator("tbody tr");
    await expect(months.first()).toContainText("quiz-energie");
    await expect(months.filter({ hasText: "jeu-concours-noel" })).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exporter en CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("deals-data-par-mois.csv");
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv).toContain("Contacts payables");
    expect(csv).toContain("quiz-energie");
    expect(csv).not.toContain("jeu-concours-noel");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("an advertiser is kept out", async ({ page }) => {
    await signInWithApi(page, "annonceur@weedo.test");
    await page.goto("/datadeal/editeur/dashboard");
    await expect(page.getByTestId("datadeal-publisher")).toHaveCount(0);
  });
});
