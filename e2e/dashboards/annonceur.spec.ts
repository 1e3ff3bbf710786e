import { expect, type Page } from "@playwright/test";
import { graphql } from "@/lib/graphql/myaffil";
import { test } from "../fixtures";
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

const ADVERTISER = graphql(`
  query ($id: Int!) {
    advertiserDashboard(id_utilisateur: $id) {
      programCounts {
        running
        paused
        deleted
        awaitingValidation
      }
      recentPrograms {
        id
      }
      marketplaceClient
      balance {
        soldeHt
        soldeTtc
        low
      }
      spend {
        amount
      }
      documentsToSign {
        id
      }
      invoicesWaiting {
        count
        total
      }
      orders {
        inProgress
        paused
        completed
        recent {
          id
        }
      }
      leads {
        received
        valid
        invalid
        marketplace
      }
    }
  }
`);

async function figures(page: Page, id: number) {
  return myaffilQuery(page, ADVERTISER, { id });
}

test.describe("advertiser dashboard", () => {
  test("annonceur@: programs, balance, documents and invoices match the API, in French", async ({ page }) => {
    await signInAndSettle(page, "annonceur@weedo.test");
    await expect(page).toHaveURL(/\/dashboard-annonceur$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mon tableau de bord" })).toBeVisible();
    const d = await figures(page, 4);

    expect(Number((await kpi(page, "programs")).value)).toBe(d.programCounts.running);
    for (const key of ["running", "paused", "awaitingValidation", "deleted"] as const) {
      await expect(page.getByTestId(`programs-${key}`)).toHaveAttribute("data-value", String(d.programCounts[key]));
    }
    await expect(page.getByTestId("program-row")).toHaveCount(d.recentPrograms.length);

    const balance = await kpi(page, "balance");
    expect(Number(balance.value)).toBe(d.balance!.soldeHt);
    expect(balance.display).toBe(squash(await money(page, d.balance!.soldeHt, "fr-FR")));
    await expect(page.getByTestId("kpi-balance-ttc")).toHaveAttribute("data-value", String(d.balance!.soldeTtc));
    expect(d.balance!.low).toBe(false);
    await expect(page.getByTestId("low-balance")).toHaveCount(0);

    expect(Number((await kpi(page, "documents")).value)).toBe(d.documentsToSign.length);
    await expect(page.getByTestId("document-row")).toHaveCount(d.documentsToSign.length);
    expect(Number((await kpi(page, "invoices")).value)).toBe(d.invoicesWaiting.count);
    await expect(page.getByTestId("kpi-invoices-total")).toHaveAttribute("data-value", String(d.invoicesWaiting.total));

    await expectChart(page, "chart-spend");
    const spent = d.spend.reduce((s: number, p: { amount: number }) => s + p.amount, 0);
    await expect(page.getByTestId("spend-total")).toHaveAttribute("data-value", String(spent));

    // One definition of the invoices to pay: the dashboard counts what the bell counts.
    const bell = await page.request.post("/api/graphql/auth", {
      data: { query: `{ getfactureAttentAn(id_client_perf: 501, id_client_coreg: 601) { nb } }` },
      headers: { "x-weedo-csrf": "1" },
    });
    expect((await bell.json()).data.getfactureAttentAn.nb).toBe(d.invoicesWaiting.count);

    // Marketplace orders and the leads of the last 30 days, as the API gives them.
    for (const key of ["inProgress", "paused", "completed"] as const)
      await expect(page.getByTestId(`orders-${key}`)).toHaveAttribute("data-value", String(d.orders![key]));
    await expect(page.getByTestId("order-row")).toHaveCount(d.orders!.recent.length);
    await expect(page.getByTestId("panel-orders").getByRole("link", { name: "Toutes mes commandes" })).toHaveAttribute(
      "href",
      "/weedomarket/annonceur/mesCommandes",
    );
    for (const key of ["received", "valid", "invalid", "marketplace"] as const)
      await expect(page.getByTestId(`leads-${key}`)).toHaveAttribute("data-value", String(d.leads[key]));
    await expect(page.getByTestId("panel-leads").getByRole("link", { name: "Mes statistiques" })).toHaveAttribute(
      "href",
      "/myaffil/annonceur/stats/statsglobales",
    );
    await expect(page.getByTestId("dashboard-advertiser")).not.toContainText("bientôt");
    await expect(page.getByTestId("panel-documents").getByRole("link", { name: "Mes documents OI" })).toHaveAttribute(
      "href",
      "/mes-documents-oi",
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("multi@ (low balance): the badge is on and the spend chart shows its purchases", async ({ page }) => {
    await signInAndSettle(page, "multi@weedo.test");
    await expect(page).toHaveURL(/\/dashboard-annonceur$/);
    const d = await figures(page, 7);
    expect(d.balance!.low).toBe(true);
    await expect(page.getByTestId("low-balance")).toBeVisible();
    await expect(page.getByTestId("kpi-balance")).toHaveAttribute("data-value", String(d.balance!.soldeHt));
    const spent = d.spend.reduce((s: number, p: { amount: number }) => s + p.amount, 0);
    expect(spent).toBeGreaterThan(0);
    await expect(page.getByTestId("spend-total")).toHaveAttribute("data-value", String(spent));
    await expectChart(page, "chart-spend");
    await expect(page.getByTestId("chart-spend").locator(".recharts-bar-rectangle path").first()).toBeVisible();
  });

  test("annonceur.perf@ (not a marketplace client): no balance, no marketplace link", async ({ page }) => {
    await signInAndSettle(page, "annonceur.perf@weedo.test");
    const d = await figures(page, 5);
    expect(d.marketplaceClient).toBe(false);
    expect(await kpi(page, "balance")).toEqual({ value: "", display: "—" });
    expect(d.orders).toBeNull();
    await expect(page.getByTestId("orders-empty")).toBeVisible();
    await expect(page.getByTestId("orders-empty").getByRole("link")).toHaveCount(0);
    expect(Number((await kpi(page, "programs")).value)).toBe(d.programCounts.running);
  });

  test("in English: en-GB money, English labels", async ({ page }) => {
    await signInAndSettle(page, "annonceur@weedo.test");
    await useEnglish(page);
    await page.goto("/dashboard-annonceur");
    await expect(page.getByRole("heading", { level: 1, name: "My dashboard" })).toBeVisible();
    const d = await figures(page, 4);
    const balance = await kpi(page, "balance");
    expect(balance.display).toBe(squash(await money(page, d.balance!.soldeHt, "en-GB")));
    await expect(page.getByTestId("panel-orders").getByRole("link", { name: "All my orders" })).toBeVisible();
    // Every figure in the page's language: the top-bar balance too.
    expect(squash((await page.getByTestId("prepaid-balance").textContent()) ?? "")).toContain(
      squash(await money(page, d.balance!.soldeHt, "en-GB")),
    );
    await expectChart(page, "chart-spend");
  });
});
