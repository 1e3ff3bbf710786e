import { expect } from "@playwright/test";
import { MG_DEMO } from "@/lib/db/seed/mongustave";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";
import { expectChart, seriousViolations } from "../dashboards/helpers";

test.describe("Mon Gustave administrators' statistics", () => {
  test("/stats/tempReponseWS flags the demo's slow and failing web services and charts the chosen one", async ({
    page,
  }) => {
    await signInWithApi(page, "admin@weedo.test");
    await page.goto("/weedomarket/admin/stats/tempReponseWS");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Temps de réponse des web services");
    const table = page.getByTestId("mg-ws-response");
    const slow = table.getByRole("row").filter({ hasText: MG_DEMO.slowWs });
    await expect(slow.getByTestId("ws-flag-slow")).toBeVisible();
    await expect(slow.getByTestId("ws-flag-failing")).toHaveCount(0);
    const failing = table.getByRole("row").filter({ hasText: MG_DEMO.failingWs });
    await expect(failing.getByTestId("ws-flag-failing")).toBeVisible();

    await slow.getByRole("link", { name: MG_DEMO.slowWs }).click();
    await expect(page).toHaveURL(/[?&]ws=\d+/);
    await expect(page.locator("#ws-chart")).toContainText(MG_DEMO.slowWs);
    await expectChart(page, "mg-ws-p95-chart");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("/DashboardMonGustaveAdmin lists the paused web service first and links to the fraud queue", async ({
    page,
  }) => {
    await signInWithApi(page, "admin@weedo.test");
    await page.goto("/DashboardMonGustaveAdmin");
    const health = page.getByTestId("mg-ws-health");
    await expect(health.locator("tbody tr").first()).toContainText(MG_DEMO.pausedWs);
    await expect(page.getByTestId("mg-fraud-link")).toHaveAttribute(
      "href",
      "/weedomarket/admin/stats/fraude_mongustave",
    );
    await expectChart(page, "mg-dashboard-chart");
  });

  test("statGustave, statClientsGustave and stats_mg show the demo's figures, charts and tables", async ({ page }) => {
    test.slow();
    await signInWithApi(page, "admin@weedo.test");
    await page.goto("/weedomarket/admin/stats/statGustave");
    expect(Number(await page.getByTestId("kpi-mg-revenue").getAttribute("data-value"))).toBeGreaterThan(0);
    await expectChart(page, "mg-volumes-chart");
    await expect(page.getByTestId("mg-by-product").getByRole("row")).not.toHaveCount(0);

    await page.goto("/weedomarket/admin/stats/statClientsGustave");
    await expect(page.getByTestId("mg-client-stats").getByRole("row").nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/weedomarket/admin/stats/stats_mg");
    await expectChart(page, "mg-margin-chart");
    await expect(page.getByTestId("mg-margin-products").locator("tbody tr")).toHaveCount(6);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
