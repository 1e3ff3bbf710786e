import { expect } from "@playwright/test";
import { graphql } from "@/lib/graphql/myaffil";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";
import {
  expectChart,
  kpi,
  money,
  myaffilQuery,
  seriousViolations,
  signInAndSettle,
  squash,
  useEnglish,
} from "./helpers";

const ADMIN = graphql(`
  {
    adminDashboard {
      kpis {
        today {
          marketplaceRevenue
          invoiced
          margin
          prepaymentsValidatedAmount
          newMembers
        }
        monthToDate {
          marketplaceRevenue
          invoiced
          margin
          prepaymentsValidatedAmount
          newMembers
        }
      }
      daily {
        day
        sales
        signUps
      }
      queues {
        members
        applications
        ois
        prepayments
        programs
      }
    }
  }
`);

const QUEUES = {
  members: "/Membreslist",
  applications: "/myaffil/admin/postulelist",
  ois: "/OIlist",
  prepayments: "/ListePresPaiements",
  programs: "/myaffil/admin/prgramslist",
} as const;

test.describe("administrator dashboard", () => {
  test("KPIs, chart and queues match the API, in French", async ({ page }) => {
    await signInAndSettle(page, "admin@weedo.test");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    const d = await myaffilQuery(page, ADMIN);

    const revenue = await kpi(page, "revenue");
    expect(Number(revenue.value)).toBe(d.kpis.today.marketplaceRevenue);
    expect(revenue.display).toBe(squash(await money(page, d.kpis.today.marketplaceRevenue, "fr-FR")));
    await expect(page.getByTestId("kpi-revenue-month")).toHaveAttribute(
      "data-value",
      String(d.kpis.monthToDate.marketplaceRevenue),
    );
    expect(squash((await page.getByTestId("kpi-revenue-month").textContent())!)).toContain(
      squash(await money(page, d.kpis.monthToDate.marketplaceRevenue, "fr-FR")),
    );
    expect(Number((await kpi(page, "invoiced")).value)).toBe(d.kpis.today.invoiced);
    await expect(page.getByTestId("kpi-invoiced-month")).toHaveAttribute(
      "data-value",
      String(d.kpis.monthToDate.invoiced),
    );
    await expect(page.getByTestId("kpi-margin-month")).toHaveAttribute(
      "data-value",
      d.kpis.monthToDate.margin == null ? "" : String(d.kpis.monthToDate.margin),
    );
    expect(Number((await kpi(page, "prepayments")).value)).toBe(d.kpis.today.prepaymentsValidatedAmount);
    expect(Number((await kpi(page, "members")).value)).toBe(d.kpis.today.newMembers);
    await expect(page.getByTestId("kpi-members-month")).toHaveAttribute(
      "data-value",
      String(d.kpis.monthToDate.newMembers),
    );
    const pending = Object.values(d.queues as Record<string, number>).reduce((s, n) => s + n, 0);
    expect(pending).toBeGreaterThan(0);
    expect(await kpi(page, "pending")).toEqual({ value: String(pending), display: String(pending) });

    // Leads exist: today's and the last 30 days' figures, as the API gives them, with the screens that detail them.
    const leads = await myaffilQuery(
      page,
      graphql(`
        {
          adminDashboard {
            t: leads(days: 1) {
              received
              valid
              invalid
              marketplace
            }
            m: leads(days: 30) {
              received
              valid
              invalid
              marketplace
            }
          }
        }
      `),
    );
    for (const [id, l] of [
      ["leads-today", leads.t],
      ["leads-30", leads.m],
    ] as const)
      for (const key of ["received", "valid", "invalid", "marketplace"] as const)
        await expect(page.getByTestId(`${id}-${key}`)).toHaveAttribute("data-value", String(l[key]));
    expect(leads.m.received + leads.m.marketplace).toBeGreaterThan(0);
    await expect(
      page.getByTestId("panel-admin-leads").getByRole("link", { name: "Statistiques MyAffil" }),
    ).toHaveAttribute("href", "/myaffil/admin/stats/statsglobales");
    await expect(page.getByTestId("panel-admin-leads")).not.toContainText("bientôt");

    await expectChart(page, "chart-admin-daily");
    const signUps = d.daily.reduce((s: number, p: { signUps: number }) => s + p.signUps, 0);
    await expect(page.getByTestId("chart-admin-daily")).toContainText(
      signUps === 0 ? "aucune inscription" : signUps === 1 ? "1 inscription" : `${signUps} inscriptions`,
    );

    for (const [key, href] of Object.entries(QUEUES) as [keyof typeof QUEUES, string][]) {
      await expect(page.getByTestId(`queue-${key}`)).toHaveAttribute("data-value", String(d.queues[key]));
      await expect(page.getByTestId(`queue-${key}`)).toHaveAttribute("href", href);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("each queue link opens its screen", async ({ page }) => {
    await signInAndSettle(page, "admin@weedo.test");
    for (const [key, href] of Object.entries(QUEUES) as [keyof typeof QUEUES, string][]) {
      await page.goto("/dashboard");
      // While React streams the page, the resolved segment can sit in a hidden container beside the shown one.
      await page.locator(`[data-testid="queue-${key}"]:visible`).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    }
  });

  test("in English: en-GB money, English labels", async ({ page }) => {
    await signInAndSettle(page, "tem@weedo.test");
    await useEnglish(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const d = await myaffilQuery(page, ADMIN);
    const revenue = await kpi(page, "revenue");
    expect(revenue.display).toBe(squash(await money(page, d.kpis.today.marketplaceRevenue, "en-GB")));
    expect(revenue.display).toMatch(/^€/);
    await expect(page.getByTestId("queue-members")).toContainText("Members awaiting approval");
    await expect(page.getByTestId("panel-admin-leads")).toContainText("MyAffil leads received");
    await expectChart(page, "chart-admin-daily");
  });

  test("product dashboards without data yet: an explained empty state, and the coreg figures that exist", async ({
    page,
  }) => {
    // /weedocoreg is a full dashboard now: its accessibility pass in both themes is slow on a loaded machine.
    test.slow();
    await signInWithApi(page, "admin@weedo.test");
    // /weedodata, /weedocoreg and /DashboardMonGustaveAdmin are real dashboards now (their own specs).
    await page.goto("/DashboardMonGustaveAdmin");
    await expect(page.getByTestId("mg-admin-dashboard")).toBeVisible();
    await expect(page.getByTestId("mg-fraud-link")).toHaveAttribute(
      "href",
      "/weedomarket/admin/stats/fraude_mongustave",
    );
    // /weedocoreg keeps the coreg billing figures (e2e/dashboards/coreg.spec.ts covers the rest).
    await page.goto("/weedocoreg");
    await expect(page.getByTestId("dashboard-coreg")).toBeVisible();
    const billing = await myaffilQuery(
      page,
      graphql(`
        {
          adminDashboard {
            billing {
              platform
              invoicesWaitingAmount
              paymentsWaitingAmount
            }
          }
        }
      `),
    );
    const coreg = billing.billing.find((b: { platform: string }) => b.platform === "coreg")!;
    const row = page.getByTestId("billing-coreg");
    await expect(row.locator("td").first()).toHaveAttribute("data-value", String(coreg.invoicesWaitingAmount));
    await expect(row.locator("td").nth(1)).toHaveAttribute("data-value", String(coreg.paymentsWaitingAmount));
    expect(await seriousViolations(page)).toEqual([]);
  });
});
