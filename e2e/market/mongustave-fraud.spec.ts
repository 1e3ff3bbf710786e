import { expect } from "@playwright/test";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";
import { seriousViolations } from "../dashboards/helpers";

const PATH = "/weedomarket/admin/stats/fraude_mongustave";
const QUEUE = `query ($filter: MgFraudQueueInput) { mgFraudQueue(filter: $filter) { rows { id fraudState reviewNote } } }`;

test.describe("Mon Gustave fraud review /weedomarket/admin/stats/fraude_mongustave", () => {
  test("an admin clears a fraud case, then reopens it", async ({ page }) => {
    await signInWithApi(page, "admin@weedo.test");
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fraude Mon Gustave");
    await expect(page.getByTestId("fraud-tab-suspected")).toHaveAttribute("aria-current", "page");

    // The seed's first suspected case (server-rendered: the first HTML holds the queue).
    const first = page.locator("[data-testid^='fraud-row-']").first();
    await expect(first).toBeVisible();
    const id = Number((await first.getAttribute("data-testid"))!.replace("fraud-row-", ""));
    await expect(page.getByTestId(`fraud-state-${id}`)).toHaveText("À revoir");
    expect(await seriousViolations(page)).toEqual([]);

    // Its details: where it was sold and the leads that made the rule fire.
    await first.getByRole("button", { name: /Détails/ }).click();
    await expect(page.getByTestId(`fraud-details-${id}`)).toContainText("Livraisons aux web services");

    await page.getByTestId(`fraud-clear-${id}`).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Lever le soupçon ?");
    await dialog.getByLabel("Note").fill("Client réel rappelé par le service client");
    await dialog.getByTestId("fraud-decision-submit").click();
    await expect(page.getByText("Soupçon levé", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    // It leaves the queue to review…
    await expect(page.getByTestId(`fraud-row-${id}`)).toHaveCount(0);

    // …and the API says the same: cleared, with the note.
    const api = await page.request.post("/api/graphql/market", {
      data: { query: QUEUE, variables: { filter: { state: "cleared", search: String(id) } } },
    });
    const rows = (await api.json()).data.mgFraudQueue.rows as { id: number; fraudState: string; reviewNote: string }[];
    expect(rows).toEqual([{ id, fraudState: "cleared", reviewNote: "Client réel rappelé par le service client" }]);

    // The cleared tab finds it; reopening puts the demo data back as it was.
    await page.goto(`${PATH}?state=cleared&search=${id}`);
    await expect(page.getByTestId("fraud-tab-cleared")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId(`fraud-state-${id}`)).toHaveText("Levé");
    await page.getByTestId(`fraud-reopen-${id}`).click();
    await page.getByRole("dialog").getByTestId("fraud-decision-submit").click();
    await expect(page.getByText("Dossier rouvert", { exact: true })).toBeVisible();
    await expect(page.getByTestId(`fraud-row-${id}`)).toHaveCount(0);
  });
});

test.describe("Mon Gustave month /report/facturesMonGustave", () => {
  test("the month's review sits beside the MG- invoices", async ({ page }) => {
    await signInWithApi(page, "admin@weedo.test");
    await page.goto("/report/facturesMonGustave");
    const panel = page.getByTestId("mg-month-panel");
    await expect(panel.getByRole("heading", { name: "Mois Mon Gustave" })).toBeVisible();
    await expect(panel.getByTestId("mg-month-status")).toHaveText(/Ouvert|Validé/);
    await expect(panel.getByRole("heading", { name: "Factures du mois" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
