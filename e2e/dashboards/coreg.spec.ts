import { expect } from "@playwright/test";
import { COREG_MONTHS, COREG_PUBLISHER } from "@/features/shell/dashboards/ui/coreg/queries";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";
import { expectChart, kpi, myaffilQuery, seriousViolations } from "./helpers";

test.describe("co-registration dashboards", () => {
  // Two full pages with charts and an accessibility pass in both themes each: slow on a loaded machine.
  test.slow();
  test("/weedocoreg: the months, the headline figures and a month's clients equal the API", async ({ page }) => {
    await signInWithApi(page, "admin@weedo.test");
    await page.goto("/weedocoreg");
    await expect(page.getByTestId("dashboard-coreg")).toBeVisible();
    const months = await myaffilQuery(page, COREG_MONTHS);
    const rows = page.getByTestId("coreg-month-row");
    await expect(rows).toHaveCount(months.length);
    // Newest first in the table; its revenue is the API's, to the cent.
    const newest = months.at(-1)!;
    await expect(rows.first()).toHaveAttribute("data-month", newest.month);
    await expect(rows.first().locator("td[data-value]")).toHaveAttribute("data-value", String(newest.revenue));
    const headline = [...months].reverse().find((m) => m.status === "validated")!;
    expect((await kpi(page, "coreg-revenue")).value).toBe(String(headline.revenue));
    expect((await kpi(page, "coreg-valid-leads")).value).toBe(String(headline.validLeads));
    await expectChart(page, "chart-coreg-revenue");
    await expect(page.getByTestId("billing-coreg")).toBeVisible();

    // Another month's clients through the GET form.
    const older = months[0]!.month;
    await page.getByLabel("Mois", { exact: true }).selectOption(older);
    await page.getByRole("button", { name: "Afficher" }).click();
    await expect(page).toHaveURL(new RegExp(`month=${older}`));
    await expect(page.getByTestId("coreg-client-row").first()).toBeVisible();
    await expect(page.getByTestId("panel-coreg-clients")).toContainText("Leroy Médias");
    await expect(page.getByTestId("panel-existing")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("/mycoreg/editeur/dashboard: the publisher's months, invoice calls and coreg payments equal the API", async ({
    page,
  }) => {
    await signInWithApi(page, "editeur@weedo.test");
    await page.goto("/mycoreg/editeur/dashboard");
    await expect(page.getByTestId("dashboard-coreg-publisher")).toBeVisible();
    const d = await myaffilQuery(page, COREG_PUBLISHER, { id: 6 });
    await expect(page.getByTestId("coreg-month-row")).toHaveCount(d.months.length);
    const paidMonth = d.months.find((m) => m.callStatus === "paid")!;
    const row = page.locator(`[data-testid="coreg-month-row"][data-month="${paidMonth.month}"]`);
    await expect(row).toContainText("Payé");
    await expect(row.locator("td[data-value]")).toHaveAttribute("data-value", String(paidMonth.earnings));
    expect((await kpi(page, "coreg-waiting")).value).toBe(String(d.payments.waitingTotal));
    expect((await kpi(page, "coreg-paid")).value).toBe(String(d.payments.paidTotal));
    await expect(page.getByTestId("payments-coreg")).toHaveAttribute("data-paid", String(d.payments.paidTotal));
    await expectChart(page, "chart-coreg-earnings");
    // A month whose invoice is still to upload links to the invoice calls.
    const toUpload = d.months.find((m) => m.callStatus === "waiting_invoice");
    if (toUpload)
      await expect(
        page.locator(`[data-testid="coreg-month-row"][data-month="${toUpload.month}"]`).getByRole("link"),
      ).toHaveAttribute("href", "/AppelFactureEditeur?status=waiting_invoice");
    expect(await seriousViolations(page)).toEqual([]);
  });
});
