import { expect } from "@playwright/test";
import { supplierFacturX } from "@/tests/helpers/supplier-invoice";
import { demoSiren } from "@/lib/db/seed/sirens";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";
import { gqlAs } from "../shell/helpers";

// A demo publisher no other journey uses (user 139, MyAffil client 2039), with three calls waiting.
const PUBLISHER = { email: "emma.simon.139@exemple.fr", userId: 139, clientId: 2039 };

const facturX = (htCents: number, number: string) =>
  supplierFacturX({
    publisher: {
      name: "Simon Conseil",
      siren: demoSiren(PUBLISHER.userId),
      vatId: "",
      line1: "12 rue du Port",
      postcode: "44000",
      city: "Nantes",
    },
    number,
    issueDate: "2026-12-01",
    month: "2026-11",
    htCents,
  });

test("a publisher uploads a Factur-X: a mismatch is shown field by field, the matched one is accepted in one click", async ({
  page,
}) => {
  await signInWithApi(page, PUBLISHER.email);
  await page.goto("/AppelFactureEditeur?status=waiting_invoice");
  const row = page.getByTestId("invoice-calls").locator("tbody tr").first();
  const callId = Number(await row.getAttribute("data-call"));
  const calls = await gqlAs<{ myInvoiceCalls: { id: number; amount_cents: number }[] }>(
    page,
    "auth",
    "{ myInvoiceCalls { id amount_cents } }",
  );
  const amount = calls.data!.myInvoiceCalls.find((c) => c.id === callId)!.amount_cents;

  // One euro short of the call: uploaded, and the difference is spelled out.
  const short = await facturX(amount - 100, "SC-2026-118");
  await page.getByTestId(`invoice-file-${callId}`).setInputFiles({
    name: "SC-2026-118.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(short.pdf),
  });
  await expect(page.getByText("Facture chargée : 1 écart avec l'appel, voyez le détail")).toBeVisible();
  await page.goto("/AppelFactureEditeur");
  const match = page.getByTestId(`invoice-match-${callId}`);
  await expect(match).toContainText("Factur-X");
  await expect(match).toContainText("1 écart avec l'appel");
  await expect(match.locator('tr[data-field="htCents"]')).toHaveAttribute("data-ok", "false");
  await expect(match.locator('tr[data-field="buyerSiren"]')).toHaveAttribute("data-ok", "true");

  // The corrected invoice replaces it and matches.
  const right = await facturX(amount, "SC-2026-119");
  await page.getByTestId(`invoice-file-${callId}`).setInputFiles({
    name: "SC-2026-119.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(right.pdf),
  });
  await expect(page.getByText("Facture chargée avec succès")).toBeVisible();

  // The administrator sees it matched and accepts it without a second question.
  await signInWithApi(page, "admin@weedo.test");
  await page.goto(`/AppelFactureEditeur/${PUBLISHER.userId}/${PUBLISHER.clientId}`);
  const call = page.locator(`tr[data-call="${callId}"]`);
  await expect(call.getByTestId(`invoice-match-${callId}`)).toContainText("Conforme à l'appel");
  await expect(call.getByTestId(`invoice-match-${callId}`)).toContainText("N° SC-2026-119");
  await call.getByTestId(`accept-call-${callId}`).click();
  await expect(page.getByText("Facture acceptée")).toBeVisible();
  await expect(call).toContainText("En attente de paiement");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

test("a publisher's CII XML invoice is taken and served back as XML", async ({ page }) => {
  await signInWithApi(page, PUBLISHER.email);
  await page.goto("/AppelFactureEditeur?status=waiting_invoice");
  const row = page.getByTestId("invoice-calls").locator("tbody tr").last();
  const callId = Number(await row.getAttribute("data-call"));
  const { xml } = await facturX(1_000, "SC-2026-120");
  await page.getByTestId(`invoice-file-${callId}`).setInputFiles({
    name: "SC-2026-120.xml",
    mimeType: "application/xml",
    buffer: Buffer.from(xml),
  });
  await expect(page.getByText(/Facture chargée/)).toBeVisible();
  await page.goto("/AppelFactureEditeur");
  await expect(page.getByTestId(`invoice-match-${callId}`)).toContainText("XML CII");
  const served = await page.request.get(`/api/invoice-calls/${callId}/invoice`);
  expect(served.headers()["content-type"]).toBe("application/xml");
  expect(await served.text()).toBe(xml);
});
