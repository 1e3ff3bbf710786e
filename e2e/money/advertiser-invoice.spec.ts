import { expect, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { test } from "../fixtures";
import { apiLogin } from "../shell/helpers";

async function signInAs(page: Page, request: Parameters<typeof apiLogin>[0], email: string, baseURL: string) {
  const cookie = await apiLogin(request, email);
  const [name, value] = cookie.split(/=(.*)/s) as [string, string];
  await page.context().clearCookies();
  await page.context().addCookies([{ name, value, url: baseURL }]);
}

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
  request,
  baseURL,
}) => {
  // admin@ is on the report allow-list: /report/factures offers the validated months not invoiced yet.
  await signInAs(page, request, "admin@weedo.test", baseURL!);
  expect((await page.goto("/report/factures"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Factures" })).toBeVisible();
  const month = page.getByLabel("Mois validé");
  const option = month.locator("option", { hasText: /^MyAffil .* — 0\/\d+ facturés$/ }).first();
  await month.selectOption((await option.getAttribute("value"))!);
  await page.getByTestId("generate-invoices").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Générer" }).click();
  await expect(page.getByText(/factures? émises?/)).toBeVisible();

  // annonceur@ (MyAffil client 501) finds today's invoice in its list, with its PDF.
  await signInAs(page, request, "annonceur@weedo.test", baseURL!);
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
