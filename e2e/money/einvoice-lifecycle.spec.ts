import { expect, type Page } from "@playwright/test";
import { seriousViolations } from "../dashboards/helpers";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";
import { gqlAs } from "../shell/helpers";

interface Row {
  id: number;
  number: string;
  buyer_name: string;
  replaced_by: string | null;
  state: string;
  einvoice: { status: string } | null;
}

/** The Mon Gustave invoices of a client, as the report list reads them. */
async function mgInvoicesOf(page: Page, society: string) {
  const r = await gqlAs<{ invoices: { rows: Row[] } }>(
    page,
    "auth",
    `{ invoices(filter: { platforms: [mongustave], search: ${JSON.stringify(society)} }) {
      rows { id number buyer_name replaced_by state einvoice { status } } } }`,
  );
  return r.data!.invoices.rows;
}

/** Reloads the list until the invoice's e-invoicing badge says `label` (the platform answers asynchronously). */
async function badgeBecomes(page: Page, url: string, number: string, label: string) {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByTestId(`einvoice-${number}`).locator("summary")).toContainText(label, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test("an administrator follows a refused invoice's lifecycle, corrects it, and the replacement is deposited then collected", async ({
  page,
}) => {
  await signInWithApi(page, "admin@weedo.test");
  // Perrin Énergies refuses the first invoice it receives on the stand-in platform.
  let [original] = (await mgInvoicesOf(page, "Perrin")).filter((r) => !r.number.startsWith("AV"));
  expect(original).toBeDefined();
  const list = `/report/facturesMonGustave?search=${original!.number}`;
  await badgeBecomes(page, list, original!.number, "Refusée");
  const history = page.getByTestId(`einvoice-${original!.number}`);
  await history.locator("summary").click();
  await expect(history.getByTestId(`einvoice-event-${original!.number}-deposited`)).toContainText("Déposée");
  await expect(history.getByTestId(`einvoice-event-${original!.number}-refused`)).toContainText(
    "Refus de l'acheteur : prestation contestée.",
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The corrective path from its row (a retried run finds it already corrected).
  if (!original!.replaced_by) {
    await page.getByTestId(`invoice-correct-${original!.number}`).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Un avoir annule ce qui reste de ${original!.number}`);
    await dialog.getByRole("button", { name: "Émettre l'avoir et la nouvelle facture" }).click();
    await expect(page.getByText(/^MG-\d{6} émise en remplacement$/)).toBeVisible();
    [original] = (await mgInvoicesOf(page, original!.number)).filter((r) => r.id === original!.id);
  }
  const replacement = original!.replaced_by!;
  await expect(page.getByTestId(`replaced-by-${original!.number}`)).toHaveText(`Remplacée par ${replacement}`);
  await expect(page.getByTestId(`invoice-correct-${original!.number}`)).toHaveCount(0);

  // The replacement names the invoice it replaces, is deposited, then collected once it is paid.
  const next = `/report/facturesMonGustave?search=${replacement}`;
  await badgeBecomes(page, next, replacement, "Déposée");
  await expect(page.getByTestId(`invoice-${replacement}`)).toContainText(`Remplace ${original!.number}`);
  const [row] = await mgInvoicesOf(page, replacement);
  if (row!.state !== "paid") {
    await page.getByTestId(`invoice-pay-${replacement}`).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByLabel("Référence du virement").fill("VIR-PARCOURS-EFACTURE");
    await dialog.getByRole("button", { name: "Enregistrer le paiement" }).click();
    await expect(page.getByText(`Paiement de ${replacement} enregistré`)).toBeVisible();
  }
  await badgeBecomes(page, next, replacement, "Encaissée");
  const events = page.getByTestId(`einvoice-${replacement}`);
  await events.locator("summary").click();
  await expect(events.getByTestId(`einvoice-event-${replacement}-collected`)).toContainText("Encaissée");

  // The client sees the same statuses on its own list.
  await signInWithApi(page, "annonceur.perf@weedo.test");
  await page.goto("/FactureAnnonceur?platform=mongustave");
  await expect(page.getByTestId(`einvoice-${original!.number}`).locator("summary")).toContainText("Refusée");
  await expect(page.getByTestId(`einvoice-${replacement}`).locator("summary")).toContainText("Encaissée");
});

test("an administrator filters the rejected invoices and reads the platform's reason", async ({ page }) => {
  await signInWithApi(page, "admin@weedo.test");
  const [moreau] = await mgInvoicesOf(page, "Moreau");
  await badgeBecomes(page, "/report/facturesMonGustave?einvoice=rejected", moreau!.number, "Rejetée");
  await expect(page.getByLabel("E-facturation")).toHaveValue("rejected");
  const history = page.getByTestId(`einvoice-${moreau!.number}`);
  await history.locator("summary").press("Enter");
  await expect(history.getByTestId(`einvoice-event-${moreau!.number}-rejected`)).toContainText(
    "Destinataire : SIREN de l'acheteur absent (BT-47).",
  );
  await expect(page.getByTestId(`invoice-correct-${moreau!.number}`)).toBeVisible();
  const csv = await page.request.get("/api/invoices/export?kind=invoices&platform=mongustave&einvoice=rejected");
  const text = await csv.text();
  expect(text.split("\n")[0]).toContain("einvoice_status");
  expect(text).toContain(moreau!.number);
});
