import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";

const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
function daysAgo(n: number): string {
  const d = new Date(`${parisToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/** What the API answers for a range, asked with the page's own session. */
async function apiStats(page: Page, from: string, to: string, groupBy = "day") {
  const res = await page.request.post("/api/graphql", {
    headers: { "content-type": "application/json" },
    data: {
      query: `query($input: MyaffilStatsInput!) { myaffilStats(input: $input) { role rowCount totals { clicks leads validLeads revenue payout margin } rows { key leads clicks } } }`,
      variables: { input: { from, to, groupBy, pageSize: 5000 } },
    },
  });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data.myaffilStats as {
    role: string;
    rowCount: number;
    totals: {
      clicks: number;
      leads: number;
      validLeads: number;
      revenue: number | null;
      payout: number | null;
      margin: number | null;
    };
    rows: { key: string; leads: number; clicks: number }[];
  };
}

// The figures arrive from the API after the first paint; a busy machine may take a while.
const DATA = { timeout: 60_000 };

test.describe("MyAffil statistics", () => {
  test.setTimeout(240_000);

  test("admin: the KPIs are the API's figures, the range preset changes them, the CSV holds the rows shown", async ({
    page,
  }) => {
    await signInWithApi(page, "admin@weedo.test");
    await page.goto("/myaffil/admin/stats/statsglobales");
    await expect(page.getByRole("heading", { level: 1, name: "Statistiques globales" })).toBeVisible(DATA);

    // Default: the last 30 days.
    const month = await apiStats(page, daysAgo(29), parisToday());
    expect(month.role).toBe("admin");
    expect(month.totals.leads).toBeGreaterThan(0);
    await expect(page.getByTestId("kpi-leads")).toHaveAttribute("data-value", String(month.totals.leads), DATA);
    await expect(page.getByTestId("kpi-clicks")).toHaveAttribute("data-value", String(month.totals.clicks));
    await expect(page.getByTestId("kpi-revenue")).toHaveAttribute("data-value", String(month.totals.revenue));
    await expect(page.getByTestId("kpi-margin")).toHaveAttribute("data-value", String(month.totals.margin));
    await expect(page.getByTestId("stats-chart")).toBeVisible();

    // The 7-day preset.
    await page.getByRole("combobox", { name: "Période" }).selectOption({ label: "7 derniers jours" });
    const week = await apiStats(page, daysAgo(6), parisToday());
    await expect(page.getByTestId("kpi-leads")).toHaveAttribute("data-value", String(week.totals.leads), DATA);
    await expect(page.getByTestId("kpi-payout")).toHaveAttribute("data-value", String(week.totals.payout));
    expect(week.totals.leads).toBeLessThan(month.totals.leads);
    const table = page.getByTestId("stats-table");
    await expect(table.getByText(`${week.rowCount} ligne`)).toBeVisible(DATA);

    // The CSV holds the rows on screen: one per day of the range with activity, same figures.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      table.getByRole("button", { name: "Exporter en CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`stats_globales_${daysAgo(6)}_${parisToday()}.csv`);
    const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    const [header, ...lines] = csv
      .trim()
      .split("\r\n")
      .map((l) => l.split(";"));
    expect(header![0]).toBe("Jour");
    const leadsAt = header!.indexOf("Leads");
    const clicksAt = header!.indexOf("Clics");
    expect(leadsAt).toBeGreaterThan(0);
    expect(lines).toHaveLength(week.rowCount);
    expect(lines.map((l) => [l[0], Number(l[clicksAt]), Number(l[leadsAt])])).toEqual(
      week.rows.map((r) => [r.key, r.clicks, r.leads]),
    );
  });

  test("the first HTML holds the KPI values, the table's rows and the chart's frame", async ({ page }) => {
    await signInWithApi(page, "admin@weedo.test");
    const month = await apiStats(page, daysAgo(29), parisToday());
    // The page as a client without JavaScript gets it: one request, no hydration.
    const res = await page.request.get("/myaffil/admin/stats/statsglobales");
    expect(res.ok()).toBe(true);
    const html = await res.text();
    expect(html).toContain(`data-testid="kpi-leads" data-value="${month.totals.leads}"`);
    expect(html).toContain(`data-testid="kpi-clicks" data-value="${month.totals.clicks}"`);
    expect(html).not.toContain(`data-testid="kpi-leads" data-value="0"`);
    // The table's first row (days in order, ten a page) links to that day's leads.
    const first = [...month.rows].sort((a, b) => a.key.localeCompare(b.key))[0]!;
    expect(html).toContain(`/myaffil/admin/DetailLeads_Admin?from=${first.key}&amp;to=${first.key}`);
    // The chart's frame and figures are HTML; its drawing library loads afterwards.
    expect(html).toContain(`data-testid="stats-chart"`);
  });

  test("the first HTML of DetailLeads_Admin holds the first page of leads", async ({ page }) => {
    await signInWithApi(page, "admin@weedo.test");
    // The first page the screen opens on (the last 30 days, no filter), read through the API as that user.
    const res = await page.request.post("/api/graphql", {
      headers: { "content-type": "application/json" },
      data: {
        query: `query($input: LeadDetailsInput!) { myaffilLeadDetails(input: $input) { total items { id email status } } }`,
        variables: {
          input: { from: daysAgo(29), to: parisToday(), status: null, search: null, page: 1, pageSize: 10 },
        },
      },
    });
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    const leads = body.data.myaffilLeadDetails as {
      total: number;
      items: { id: number; email: string | null; status: string }[];
    };
    expect(leads.items.length, "seeded leads").toBeGreaterThan(0);
    const first = leads.items[0]!;

    // The page as a client without JavaScript gets it: one request, no hydration.
    const html = await (await page.request.get("/myaffil/admin/DetailLeads_Admin")).text();
    expect(html).toContain(`data-testid="leads-table"`);
    if (first.email) expect(html).toContain(first.email);
    // Every row of the first page, not skeleton rows.
    for (const l of leads.items) expect(html).toContain(`data-testid="lead-status-${l.id}"`);
  });

  test("publisher: its own figures, its earnings, no revenue or margin", async ({ page }) => {
    await signInWithApi(page, "editeur@weedo.test");
    await page.goto("/myaffil/editeur/stats/statsglobales");
    await expect(page.getByRole("heading", { level: 1, name: "Mes statistiques" })).toBeVisible(DATA);
    const mine = await apiStats(page, daysAgo(29), parisToday());
    expect(mine.role).toBe("publisher");
    expect(mine.totals.revenue).toBeNull();
    expect(mine.totals.margin).toBeNull();
    await expect(page.getByTestId("kpi-leads")).toHaveAttribute("data-value", String(mine.totals.leads), DATA);
    await expect(page.getByTestId("kpi-payout")).toHaveAttribute("data-value", String(mine.totals.payout));
    await expect(page.getByTestId("kpi-payout")).toContainText("Gains");
    await expect(page.getByTestId("kpi-revenue")).toHaveCount(0);
    await expect(page.getByTestId("kpi-margin")).toHaveCount(0);
    const table = page.getByTestId("stats-table");
    await expect(table.getByRole("columnheader", { name: "Gains" })).toBeVisible(DATA);
    await expect(table.getByRole("columnheader", { name: "Chiffre d'affaires" })).toHaveCount(0);
    await expect(table.getByRole("columnheader", { name: "Marge" })).toHaveCount(0);
    // The whole network's figures are larger than the publisher's own.
    const admin = await page.request.post("/api/graphql", {
      headers: { "content-type": "application/json" },
      data: {
        query: `{ myaffilStats(input: { from: "${daysAgo(29)}", to: "${parisToday()}", groupBy: "day", publisherClientId: 9999 }) { role } }`,
      },
    });
    expect((await admin.json()).errors[0].extensions.code).toBe("FORBIDDEN");
  });
});
