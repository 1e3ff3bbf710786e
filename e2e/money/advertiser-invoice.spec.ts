import { expect } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";
import { gqlAs } from "../shell/helpers";

/** The factur-x.xml embedded in a PDF, read with the PDF library alone. */
async function facturX(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const list = doc.catalog
    .lookup(PDFName.of("Names"), PDFDict)
    .lookup(PDFName.of("EmbeddedFiles"), PDFDict)
    .lookup(PDFName.of("Names"), PDFArray);
  const spec = list.lookup(1, PDFDict);
  const stream = spec.lookup(PDFName.of("EF"), PDFDict).lookup(PDFName.of("F")) as PDFRawStream;
  return inflateSync(stream.contents).toString("utf8");
}

const today = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" }).format(new Date());

test("an administrator invoices a validated month, the advertiser sees the invoice and downloads its PDF", async ({
  page,
}) => {
  // admin@ is on the report allow-list: /report/factures offers the validated months not invoiced yet.
  await signInWithApi(page, "admin@weedo.test");
  expect((await page.goto("/report/factures"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Factures" })).toBeVisible();
  const month = page.getByLabel("Mois validé");
  const option = month.locator("option", { hasText: /^MyAffil .* — 0\/\d+ facturés$/ }).first();
  await month.selectOption((await option.getAttribute("value"))!);
  await page.getByTestId("generate-invoices").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Générer" }).click();
  // Every invoice of the month is issued with its PDF and XML in one transaction: seconds of work
  // on a loaded 2-core machine (ci19 took over 10 s).
  await expect(page.getByText(/factures? émises?/)).toBeVisible({ timeout: 60_000 });

  // annonceur@ (MyAffil client 501) finds today's invoice in its list, with its PDF.
  await signInWithApi(page, "annonceur@weedo.test");
  expect((await page.goto(`/FactureAnnonceur?platform=perf&from=${today()}`))?.status()).toBe(200);
  const row = page.getByTestId("invoice-table").locator("tbody tr").first();
  await expect(row).toContainText("MyAffil");
  await expect(row).toContainText("En attente");
  const number = (await row.locator("td").first().innerText()).trim();
  expect(number).toMatch(/^MA-\d{6}$/);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByTestId(`invoice-pdf-${number}`).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toBe(`Facture ${number}`);
  const xml = await facturX(bytes);
  expect(xml).toContain(`<ram:ID>${number}</ram:ID>`);
  expect(xml).toContain("<ram:TypeCode>380</ram:TypeCode>");
});

test("the advertiser sees a credit note beside the invoice it corrects and downloads it; the invoice's PDF does not change", async ({
  page,
}) => {
  await signInWithApi(page, "annonceur@weedo.test");
  const mine = await gqlAs<{
    myInvoices: { rows: { id: number; number: string; amount_cents: number; due_cents: number; state: string }[] };
  }>(page, "auth", `{ myInvoices(filter: { platforms: [perf] }) { rows { id number amount_cents due_cents state } } }`);
  const invoice = mine.data!.myInvoices.rows.find((r) => r.state !== "paid" && r.due_cents > 1_200)!;
  const pdfOf = async (path: string) => Buffer.from(await (await page.request.get(path)).body());
  const before = await pdfOf(`/api/invoices/${invoice.id}/pdf`);

  await signInWithApi(page, "admin@weedo.test");
  const issued = await gqlAs<{ issueCreditNote: { id: number; number: string; amount_cents: number } }>(
    page,
    "auth",
    `mutation { issueCreditNote(invoice_id: ${invoice.id}, ht_cents: 1000, reason: gesture, comment: "Geste du parcours") { id number amount_cents } }`,
  );
  const note = issued.data!.issueCreditNote;

  await signInWithApi(page, "annonceur@weedo.test");
  await page.goto(`/FactureAnnonceur?search=${invoice.number}`);
  const row = page.getByTestId(`invoice-${invoice.number}`);
  await expect(row.getByTestId(`credit-notes-${invoice.number}`)).toContainText(`Avoir ${note.number}`);
  await expect(row.getByTestId(`credit-notes-${invoice.number}`)).toContainText("Geste commercial — Geste du parcours");
  await expect(row.getByTestId(`invoice-due-${invoice.number}`)).toHaveText(
    new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format((invoice.due_cents - 1_200) / 100),
  );

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByTestId(`credit-note-pdf-${note.number}`).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${note.number}.pdf`);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Avoir ${note.number}`);
  const xml = await facturX(bytes);
  expect(xml).toContain("<ram:TypeCode>381</ram:TypeCode>");
  expect(xml).toContain(`<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`);

  // The dashboard lists it beside the invoices to pay, with its PDF; the bell counts it.
  await page.goto("/dashboard");
  const recent = page.getByTestId("recent-credit-notes");
  await expect(recent.getByRole("link", { name: `Télécharger l'avoir ${note.number} (PDF)` })).toHaveAttribute(
    "href",
    `/api/credit-notes/${note.id}/pdf`,
  );
  await expect(recent).toContainText(`Avoir sur la facture ${invoice.number}`);
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await expect(page.getByRole("link", { name: /avoirs? reçus? ces 30 derniers jours/ })).toHaveAttribute(
    "href",
    "/FactureAnnonceur",
  );

  // Issued documents never change: the invoice downloaded again is the same file, byte for byte.
  expect((await pdfOf(`/api/invoices/${invoice.id}/pdf`)).equals(before)).toBe(true);
});
