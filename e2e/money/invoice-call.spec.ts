import { expect } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";
import { apiLogin } from "../shell/helpers";

async function invoicePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText("Facture éditeur e2e", { x: 50, y: 780 });
  return Buffer.from(await doc.save());
}

test("the publisher uploads its invoice, the administrator accepts and pays it, the publisher sees it paid", async ({
  page,
}) => {
  // editeur@ (user 6, MyAffil client 801): a call still waiting for its invoice.
  await signInWithApi(page, "editeur@weedo.test");
  const response = await page.goto("/AppelFactureEditeur?status=waiting_invoice");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Appels à facture" })).toBeVisible();
  const row = page.getByTestId("invoice-calls").locator("tbody tr", { hasText: "MyAffil" }).first();
  const callId = await row.getAttribute("data-call");
  expect(callId).toBeTruthy();

  // A text file renamed .pdf is refused with the spec's message.
  await page.getByTestId(`invoice-file-${callId}`).setInputFiles({
    name: "facture.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("ceci n'est pas un PDF"),
  });
  await expect(page.getByText("L'extension du fichier doit être PDF")).toBeVisible();

  await page.getByTestId(`invoice-file-${callId}`).setInputFiles({
    name: "facture-e2e.pdf",
    mimeType: "application/pdf",
    buffer: await invoicePdf(),
  });
  await expect(page.getByText("Facture chargée avec succès")).toBeVisible();
  await page.goto("/AppelFactureEditeur");
  const mine = page.locator(`tr[data-call="${callId}"]`);
  await expect(mine).toContainText("Facture déposée");
  await expect(mine.getByRole("link", { name: "facture-e2e.pdf" })).toBeVisible();

  // The administrator reviews editeur@'s calls, accepts the invoice and records the payment.
  await signInWithApi(page, "admin@weedo.test");
  await page.goto("/AppelFactureEditeur/6/801");
  await expect(page.getByTestId("publisher-bank")).toContainText("•••• 0189");
  const call = page.locator(`tr[data-call="${callId}"]`);
  await expect(call).toContainText("Facture déposée");
  await call.getByRole("button", { name: "Accepter" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Accepter" }).click();
  await expect(call).toContainText("En attente de paiement");
  await call.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Payée" }).click();
  await expect(call).toContainText("Payée");

  // The publisher sees it paid.
  await signInWithApi(page, "editeur@weedo.test");
  await page.goto("/AppelFactureEditeur?status=paid");
  await expect(page.locator(`tr[data-call="${callId}"]`)).toContainText("Payée");
});

test("an uploaded invoice is served to its publisher only, and tem cannot pay", async ({ page, request }) => {
  const editeur = await apiLogin(request, "editeur@weedo.test");
  const advertiser = await apiLogin(request, "annonceur@weedo.test");
  // editeur@'s seeded paid call has an uploaded PDF it may download.
  await signInWithApi(page, "editeur@weedo.test");
  await page.goto("/AppelFactureEditeur?status=paid");
  const href = await page.getByTestId("invoice-calls").locator("a[download]").first().getAttribute("href");
  expect(href).toMatch(/^\/api\/invoice-calls\/\d+\/invoice$/);
  const own = await request.get(href!, { headers: { cookie: editeur } });
  expect(own.status()).toBe(200);
  expect(own.headers()["content-type"]).toBe("application/pdf");
  expect((await own.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect((await request.get(href!, { headers: { cookie: advertiser } })).status()).toBe(403);
  const tem = await apiLogin(request, "tem@weedo.test");
  const res = await request.post("/api/graphql/auth", {
    headers: { cookie: tem, "content-type": "application/json", "x-weedo-csrf": "1" },
    data: { query: "mutation { payInvoiceCall(id: 1) }" },
  });
  const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
});

test("a publisher's bank details pages open with the form of each kind", async ({ page }) => {
  await signInWithApi(page, "editeur@weedo.test");
  for (const path of ["/infos-bancaire/affilie-france", "/infos-bancaire/affilie-international"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("button", { name: /Enregistrer/ }).first()).toBeVisible();
  }
  await page.goto("/infos-bancaire/affilie-france");
  await expect(page.getByRole("textbox", { name: "RIB (obligatoire)" })).toHaveValue(/^\d{23}$/);
});
