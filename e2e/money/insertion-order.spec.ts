import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";

/** The administrators' bell: "N documents OI signés à traiter" (0 when the line is absent). */
async function signedOiCount(page: Page): Promise<number> {
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const popup = page.getByTestId("notification-popup");
  await expect(popup).toBeVisible();
  const line = popup.getByRole("link", { name: /documents? OI signés? à traiter/ });
  const n = (await line.count()) ? Number(/(\d+)/.exec(await line.innerText())?.[1] ?? 0) : 0;
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
  return n;
}

test("an administrator sends an OI, the advertiser signs it by drawing, the bell counts it, the administrator processes it", async ({
  page,
}) => {
  const title = `Ordre d'insertion — parcours ${Date.now()}`;

  // admin@ drafts an OI for annonceur@ (user 4, MyAffil client 501) and sends it.
  await signInWithApi(page, "admin@weedo.test");
  expect((await page.goto("/OIlist"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Ordres d'insertion" })).toBeVisible();
  const before = await signedOiCount(page);
  const picker = page.getByLabel("Annonceur", { exact: true });
  const option = picker.locator("option", { hasText: "annonceur@weedo.test" });
  await picker.selectOption((await option.getAttribute("value"))!);
  await page.getByTestId("oi-new").click();
  await page.waitForURL(/\/add_oi\/4(\/\d+)?$/);
  await page.getByLabel("Objet").fill(title);
  await page.getByLabel("Prix unitaire HT (€)").fill("12,50");
  await page.getByLabel("Volume commandé").fill("1000");
  await page.getByLabel("Début").fill("2027-01-01");
  await page.getByLabel("Fin").fill("2027-03-31");
  await expect(page.getByTestId("oi-totals")).toContainText("12 500,00");
  await page.getByTestId("oi-submit").click();
  await expect(page.getByText("Ordre d'insertion envoyé à l'annonceur.")).toBeVisible();
  await page.waitForURL(/\/OIlist/);

  // annonceur@ reads it and signs it by drawing on the canvas, with its consent.
  await signInWithApi(page, "annonceur@weedo.test");
  expect((await page.goto("/mes-documents-oi"))?.status()).toBe(200);
  const row = page.getByTestId("my-oi-list").locator("tbody tr", { hasText: title });
  await expect(row).toContainText("À signer");
  await row.getByRole("button", { name: "Signer" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("oi-sign-submit")).toBeEnabled(); // the PDF was fetched and hashed
  const canvas = dialog.getByTestId("oi-signature-canvas");
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, -40],
    [110, 20],
    [160, -30],
    [220, 15],
    [280, -20],
  ] as const)
    await page.mouse.move(box.x + dx, box.y + box.height * 0.5 + dy, { steps: 6 });
  await page.mouse.up();
  await dialog.getByTestId("oi-sign-consent").check();
  await dialog.getByTestId("oi-sign-submit").click();
  await expect(page.getByText("Document signé. Vous pouvez télécharger la version signée.")).toBeVisible();
  await expect(row).toContainText("Signé");
  const pdf = await page.request.get((await row.getByRole("link", { name: "PDF signé" }).getAttribute("href"))!);
  expect(pdf.headers()["x-oi-sealed"]).toBe("1");
  // A PAdES signature over the whole file that poppler validates, timestamped by the local authority.
  const file = path.join(mkdtempSync(path.join(tmpdir(), "weedo-oi-")), "signed.pdf");
  writeFileSync(file, await pdf.body());
  const checked = spawnSync("pdfsig", [file], { encoding: "utf8" }).stdout;
  expect(checked).toContain("Signature Type: ETSI.CAdES.detached");
  expect(checked).toContain("Signature Validation: Signature is Valid.");
  expect(checked).toContain("Total document signed");
  // The signature carries the CAdES signature-time-stamp attribute (OID 1.2.840.113549.1.9.16.2.14, in DER).
  expect((await pdf.body()).toString("latin1").toLowerCase()).toContain("060b2a864886f70d010910020e");
  expect(spawnSync("pdftotext", [file, "-"], { encoding: "utf8" }).stdout.replace(/\s+/g, " ")).toContain(
    "Le sceau est horodaté (RFC 3161)",
  );

  // The administrators' bell counts one more signed OI; processing it (seal intact) takes it back.
  await signInWithApi(page, "admin@weedo.test");
  expect((await page.goto("/OIlist"))?.status()).toBe(200);
  expect(await signedOiCount(page)).toBe(before + 1);
  await page.getByTestId("oi-list").getByRole("searchbox").fill(title);
  const adminRow = page.getByTestId("oi-list").locator("tbody tr", { hasText: title });
  await expect(adminRow).toContainText("Signé");
  await adminRow.getByRole("button", { name: "Traiter" }).click();
  await expect(page.getByRole("dialog").getByTestId("oi-intact")).toBeVisible();
  await page.getByTestId("oi-process-confirm").click();
  await expect(page.getByText("Ordre d'insertion traité.")).toBeVisible();
  await expect(adminRow).toContainText("Traité");
  await page.reload();
  expect(await signedOiCount(page)).toBe(before);
});
