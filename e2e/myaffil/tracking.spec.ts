import { expect, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { signInAndSettle as signIn } from "../dashboards/helpers";

/** The statistics queries read a 50 000-lead demo: the first figures may take a while on a busy machine. */
const DATA_TIMEOUT = 30_000;

/** A GraphQL call with the signed-in page's cookies. */
async function perf<T = Record<string, unknown>>(page: Page, query: string, variables?: Record<string, unknown>) {
  const res = await page.request.post("/api/graphql", { data: { query, variables } });
  return (await res.json()) as { data?: T; errors?: unknown[] };
}

/** A running demo campaign with an accepted publisher (the Manivox tags point at running campaigns). */
async function runningCampaign(page: Page): Promise<{ trackingId: string; name: string }> {
  const tags = await perf(page, `{ manivoxTags { trackingId } }`);
  const ids = [
    ...new Set(
      (tags.data!.manivoxTags as { trackingId: string | null }[])
        .map((t) => t.trackingId)
        .filter((x): x is string => !!x),
    ),
  ];
  for (const id of ids) {
    const r = await perf(
      page,
      `query($id: String!) { trackingPixels(identifiant: $id) { trackingId campaignName running publishers { clientId } } }`,
      { id },
    );
    const p = r.data?.trackingPixels as {
      trackingId: string;
      campaignName: string;
      running: boolean;
      publishers: unknown[];
    } | null;
    if (p?.running && p.publishers.length) return { trackingId: p.trackingId, name: p.campaignName };
  }
  throw new Error("no running campaign with an accepted publisher in the demo data");
}

test.describe("MyAffil tracking (admin)", () => {
  // Each test signs in and loads a statistics screen of the 50 000-lead demo: give them room.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page, "admin@weedo.test");
  });

  test("the pixels page shows what to install and sends a test lead", async ({ page }) => {
    const c = await runningCampaign(page);
    await page.goto(`/myaffil/admin/pixels/${encodeURIComponent(c.trackingId)}/${encodeURIComponent(c.name)}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(c.name, { timeout: DATA_TIMEOUT });
    await expect(page.getByTestId("pixels-tracking-id")).toHaveText(c.trackingId, { timeout: DATA_TIMEOUT });
    await expect(page.getByTestId("pixel-tag")).toHaveValue(new RegExp(`/api/pixel/${c.trackingId}`));
    await expect(page.getByTestId("postback-url")).toHaveValue(/\/api\/postback\?click_id=/);
    await expect(page.getByTestId("tracking-link")).toHaveValue(new RegExp(`/t/${c.trackingId}\\?p=`));
    await expect(page.getByRole("button", { name: /^Copier — Pixel/ }).first()).toBeVisible();

    const email = `e2e.${Date.now()}@weedo.test`;
    await page.getByLabel("E-mail du lead").fill(email);
    const answer = page.getByTestId("test-answer");
    // The test lead is signed with the advertiser's secret, as its server would: without one it is refused.
    if (await page.getByRole("button", { name: "Générer un secret" }).isVisible()) {
      await page.getByRole("button", { name: "Envoyer un lead de test" }).click();
      await expect(answer).toContainText("Réponse HTTP 401");
      await expect(answer).toContainText('"code": "SIGNATURE_REQUIRED"');
      await expect(page.getByText("Générez le secret de postback d'abord")).toBeVisible();
      await page.getByRole("button", { name: "Générer un secret" }).click();
      await expect(page.getByTestId("postback-secret")).toHaveValue(/^wps_/);
      await expect(page.getByRole("button", { name: "Envoyer un lead de test" })).toBeEnabled();
    }
    await page.getByRole("button", { name: "Envoyer un lead de test" }).click();
    await expect(answer).toContainText("Réponse HTTP 200");
    await expect(answer).toContainText("Lead enregistré");
    await expect(answer).toContainText('"status": "ok"');
    // The same person again is a duplicate.
    await expect(page.getByRole("button", { name: "Envoyer un lead de test" })).toBeEnabled();
    await page.getByRole("button", { name: "Envoyer un lead de test" }).click();
    await expect(answer).toContainText("Doublon", { timeout: 20_000 });
    await expect(answer).toContainText('"duplicate": true');
  });

  test("the pixels page generates the postback secret, shows it once, and rotates it after a confirmation", async ({
    page,
  }) => {
    const c = await runningCampaign(page);
    const url = `/myaffil/admin/pixels/${encodeURIComponent(c.trackingId)}/${encodeURIComponent(c.name)}`;
    await page.goto(url);
    await expect(page.getByTestId("postback-url-campaign")).toHaveValue(/&sig=\{signature\}$/, {
      timeout: DATA_TIMEOUT,
    });
    const state = page.getByTestId("postback-secret-state");
    if (await page.getByRole("button", { name: "Générer un secret" }).isVisible()) {
      await expect(state).toContainText("Aucun secret");
      await page.getByRole("button", { name: "Générer un secret" }).click();
    } else {
      await page.getByRole("button", { name: "Remplacer le secret" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Remplacer le secret" }).click();
    }
    const secret = page.getByTestId("postback-secret");
    await expect(secret).toHaveValue(/^wps_[A-Za-z0-9_-]{43}$/);
    const value = await secret.inputValue();
    await expect(state).toContainText(`« ${value.slice(-4)} »`);
    await expect(page.getByText("il ne sera plus jamais affiché")).toBeVisible();
    // Shown once: after a reload only its last characters remain.
    await page.reload();
    await expect(state).toContainText(`« ${value.slice(-4)} »`, { timeout: DATA_TIMEOUT });
    await expect(page.getByTestId("postback-secret")).toHaveCount(0);
    expect(await page.content()).not.toContain(value);
  });

  test("an unknown campaign gets a not-found state", async ({ page }) => {
    await page.goto("/myaffil/admin/pixels/INCONNU-E2E/rien");
    await expect(page.getByTestId("pixels-not-found")).toBeVisible({ timeout: DATA_TIMEOUT });
  });

  test("objectives show each advertiser's targets and actual figures", async ({ page }) => {
    await page.goto("/myaffil/admin/objectifs");
    await expect(page.getByRole("heading", { level: 1, name: "Objectifs" })).toBeVisible();
    const table = page.getByTestId("objectives-table");
    const durand = table.getByRole("row").filter({ hasText: "Assurances Durand" });
    await expect(durand).toBeVisible({ timeout: DATA_TIMEOUT });
    await expect(page.getByTestId("kpi-objectives-target-leads")).not.toHaveAttribute("data-value", "0");
    await expect(page.getByTestId("kpi-objectives-valid-leads")).not.toHaveAttribute("data-value", "0");
    await expect(durand.getByRole("progressbar").first()).toBeVisible();

    // Edit the lead target inline.
    await durand.getByRole("button", { name: /Modifier les objectifs/ }).click();
    await durand.getByLabel(/Objectif leads de/).fill("7777");
    await durand.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText(/Objectifs de Assurances Durand enregistrés/)).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: "Assurances Durand" })).toContainText(/7\s777/);
  });

  test("toptm ranks publishers and programs with a chart", async ({ page }) => {
    await page.goto("/myaffil/admin/toptm");
    await expect(page.getByRole("heading", { level: 1, name: "Top éditeurs et programmes" })).toBeVisible();
    await expect(page.getByTestId("kpi-tops-revenue")).not.toHaveAttribute("data-value", "0", {
      timeout: DATA_TIMEOUT,
    });
    await expect(page.getByTestId("tops-chart")).toBeVisible();
    await expect(
      page.getByTestId("tops-publishers").getByRole("row").filter({ hasText: "Leroy Médias" }),
    ).toBeVisible();
    await expect(page.getByTestId("tops-programs").getByRole("row").nth(1)).toBeVisible();
    await page.getByLabel("Classer par").selectOption("leads");
    await expect(page.getByTestId("tops-publishers").getByRole("row").nth(1)).toBeVisible();
  });

  test("Manivox tags and calls", async ({ page }) => {
    await page.goto("/myaffil/admin/stats/Manivox_tags");
    await expect(page.getByRole("heading", { level: 1, name: "Tags Manivox" })).toBeVisible();
    await expect(page.getByTestId("manivox-tags-table")).toBeVisible({ timeout: DATA_TIMEOUT });
    await page.getByRole("button", { name: "Nouveau tag" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nom").fill("Ligne e2e");
    await dialog.getByLabel("Numéro suivi").fill("12");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByText("Numéro de téléphone invalide.")).toBeVisible();
    await dialog
      .getByLabel("Numéro suivi")
      .fill(
        `09 75 ${String(Date.now()).slice(-6, -4)} ${String(Date.now()).slice(-4, -2)} ${String(Date.now()).slice(-2)}`,
      );
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Tag créé.")).toBeVisible();
    await expect(
      page.getByTestId("manivox-tags-table").getByRole("row").filter({ hasText: "Ligne e2e" }),
    ).toBeVisible();

    // The first HTML of the calls screen holds its figures and first page (the last 90 days).
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    const start = new Date(`${today}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 89);
    const calls = await perf(
      page,
      `query($f: ManivoxCallFilter!) { manivoxCalls(filter: $f) { kpis { calls leads } items { id callerNumber } } }`,
      {
        f: { tagId: null, outcome: null, from: start.toISOString().slice(0, 10), to: today, page: 1, pageSize: 10 },
      },
    );
    expect(calls.errors).toBeUndefined();
    const firstPage = calls.data!.manivoxCalls as {
      kpis: { calls: number; leads: number };
      items: { id: number; callerNumber: string }[];
    };
    expect(firstPage.items.length, "seeded calls").toBeGreaterThan(0);
    const html = await (await page.request.get("/myaffil/admin/stats/manivox_calls")).text();
    expect(html).toContain(`data-testid="kpi-calls-total" data-value="${firstPage.kpis.calls}"`);
    expect(html).toContain(`data-testid="kpi-calls-leads" data-value="${firstPage.kpis.leads}"`);
    expect(html).toContain(`data-testid="manivox-calls-table"`);
    for (const c of firstPage.items) expect(html).toContain(c.callerNumber);

    await page.goto("/myaffil/admin/stats/manivox_calls");
    await expect(page.getByRole("heading", { level: 1, name: "Appels Manivox" })).toBeVisible();
    await expect(page.getByTestId("kpi-calls-total")).not.toHaveAttribute("data-value", "0", { timeout: DATA_TIMEOUT });
    await expect(page.getByTestId("manivox-calls-table").getByRole("row").nth(1)).toBeVisible();
    await page.getByLabel("Résultat").selectOption("lead");
    await expect(page.getByTestId("manivox-calls-table").getByRole("row").nth(1)).toContainText("Lead");
  });
});
