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

const PUBLISHER = graphql(`
  query ($id: Int!) {
    publisherDashboard(id_utilisateur: $id) {
      earnings {
        amount
      }
      payments {
        platform
        waitingCount
        waitingTotal
        paidTotal
      }
      applications {
        accepted
        pending
        refused
      }
      acceptedCampaigns {
        programName
      }
    }
  }
`);
const GIFTS = graphql(`
  query ($id: Int!) {
    giftDashboard(user_id: $id) {
      url
      balance
      earned
      spent
      history {
        reason
      }
    }
  }
`);

test.describe("publisher dashboard", () => {
  test("editeur@: earnings, payments, campaigns and applications match the API, in French", async ({ page }) => {
    await signInAndSettle(page, "editeur@weedo.test");
    await expect(page).toHaveURL(/\/dashboard-editeur$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mon tableau de bord" })).toBeVisible();
    const d = await myaffilQuery(page, PUBLISHER, { id: 6 });

    const earned = d.earnings.reduce((s: number, m: { amount: number }) => s + m.amount, 0);
    expect(earned).toBeGreaterThan(0);
    const earnings = await kpi(page, "earnings");
    expect(Number(earnings.value)).toBe(earned);
    expect(earnings.display).toBe(squash(await money(page, earned, "fr-FR")));
    const waitingTotal = d.payments.reduce((s: number, p: { waitingTotal: number }) => s + p.waitingTotal, 0);
    const waitingCount = d.payments.reduce((s: number, p: { waitingCount: number }) => s + p.waitingCount, 0);
    expect(Number((await kpi(page, "waiting")).value)).toBe(waitingTotal);
    await expect(page.getByTestId("kpi-waiting-count")).toHaveAttribute("data-value", String(waitingCount));
    for (const p of d.payments) {
      await expect(page.getByTestId(`payments-${p.platform}`)).toHaveAttribute("data-waiting", String(p.waitingTotal));
      await expect(page.getByTestId(`payments-${p.platform}`)).toHaveAttribute("data-paid", String(p.paidTotal));
    }
    expect(Number((await kpi(page, "campaigns")).value)).toBe(d.applications.accepted);
    expect(Number((await kpi(page, "applications")).value)).toBe(d.applications.pending);
    await expect(page.getByTestId("applications-refused")).toHaveAttribute(
      "data-value",
      String(d.applications.refused),
    );
    await expect(page.getByTestId("campaign-row")).toHaveCount(d.acceptedCampaigns.length);
    await expect(page.getByTestId("campaign-row").first()).toContainText(d.acceptedCampaigns[0]!.programName);

    await expectChart(page, "chart-earnings");
    await expect(page.getByTestId("chart-earnings").locator(".recharts-bar-rectangle path").first()).toBeVisible();
    // The next shoots the publisher scheduled, soonest first, as the API lists them.
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date()),
    );
    const shoots = (
      await myaffilQuery(
        page,
        graphql(`
          query ($from: String!) {
            shoots(from: $from) {
              id
              state
            }
          }
        `),
        { from: today },
      )
    ).filter((s: { state: string }) => s.state !== "cancelled");
    const panel = page.getByTestId("panel-shoots");
    await expect(panel).not.toContainText("bientôt");
    if (shoots.length) await expect(panel.getByTestId("shoot-row")).toHaveCount(Math.min(5, shoots.length));
    else await expect(panel.getByTestId("shoots-empty")).toContainText("Aucun shoot planifié");
    await expect(panel.getByRole("link", { name: "Mes shoots" }).first()).toHaveAttribute(
      "href",
      "/myaffil/editeur/MesShoots",
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("in English: en-GB money, English labels", async ({ page }) => {
    await signInAndSettle(page, "editeur@weedo.test");
    await useEnglish(page);
    await page.goto("/dashboard-editeur");
    await expect(page.getByRole("heading", { level: 1, name: "My dashboard" })).toBeVisible();
    const d = await myaffilQuery(page, PUBLISHER, { id: 6 });
    const earned = d.earnings.reduce((s: number, m: { amount: number }) => s + m.amount, 0);
    expect((await kpi(page, "earnings")).display).toBe(squash(await money(page, earned, "en-GB")));
    await expect(page.getByTestId("panel-shoots")).toContainText("Upcoming shoots");
    await expect(page.getByTestId("panel-shoots")).not.toContainText("coming soon");
    await expectChart(page, "chart-earnings");
  });

  test("gift points: balance, history and shop link; no shop for the allow-listed administrator", async ({ page }) => {
    await signInWithApi(page, "editeur@weedo.test");
    await page.goto("/DashboardCadeaux");
    const g = await myaffilQuery(page, GIFTS, { id: 6 });
    await expect(page.getByTestId("kpi-gift-balance")).toHaveAttribute("data-value", String(g.balance));
    await expect(page.getByTestId("kpi-gift-spent")).toHaveAttribute("data-value", String(g.spent));
    await expect(page.getByTestId("gift-row")).toHaveCount(g.history.length);
    await expect(page.getByTestId("gift-shop-link")).toHaveAttribute("href", g.url!);
    expect(await seriousViolations(page)).toEqual([]);

    await page.context().clearCookies();
    await signInWithApi(page, "admin@weedo.test");
    await page.goto("/DashboardCadeaux");
    await expect(page.getByTestId("gift-no-shop")).toContainText("0 Points accumulés");
    await useEnglish(page);
    await page.reload();
    await expect(page.getByTestId("gift-no-shop")).toContainText("0 points accumulated");
  });

  test("co-registration and Datadeal dashboards: coreg payments agree with the API, Datadeal deals shown", async ({
    page,
  }) => {
    await signInAndSettle(page, "editeur@weedo.test");
    const d = await myaffilQuery(page, PUBLISHER, { id: 6 });
    await page.goto("/mycoreg/editeur/dashboard");
    // A real co-registration dashboard now (e2e/dashboards/coreg.spec.ts): its coreg payments agree.
    await expect(page.getByTestId("dashboard-coreg-publisher")).toBeVisible();
    const coreg = d.payments.find((p: { platform: string }) => p.platform === "coreg")!;
    await expect(page.getByTestId("payments-coreg")).toHaveAttribute("data-waiting", String(coreg.waitingTotal));
    await expect(page.getByTestId("payments-perf")).toHaveCount(0);
    await page.goto("/datadeal/editeur/dashboard");
    // A real Datadeal dashboard now (e2e/datadeal/publisher.spec.ts).
    await expect(page.getByTestId("datadeal-publisher")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
