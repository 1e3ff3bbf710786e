import { expect } from "@playwright/test";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";
import { gqlAs } from "../shell/helpers";

test("finance issues the Weedo market invoice of a validated prepayment from /report/facturesWeedoMarket", async ({
  page,
}) => {
  await signInWithApi(page, "admin@weedo.test");
  const before = await gqlAs<{ prepaymentsToInvoice: { total: number; rows: { id: number }[] } }>(
    page,
    "auth",
    "{ prepaymentsToInvoice { total rows { id } } }",
  );
  const list = before.data!.prepaymentsToInvoice;
  expect(list.total).toBeGreaterThan(0);
  const id = list.rows[0]!.id;

  await page.goto("/report/facturesWeedoMarket");
  const panel = page.getByTestId("prepayments-to-invoice");
  await expect(panel.getByTestId("prepayment-to-invoice-row")).toHaveCount(list.rows.length);
  // Cancelling the confirmation issues nothing.
  await panel.getByTestId(`invoice-prepayment-${id}`).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Annuler" }).click();
  await expect(panel.getByTestId(`invoice-prepayment-${id}`)).toBeVisible();

  await panel.getByTestId(`invoice-prepayment-${id}`).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("prochain numéro WM-");
  await dialog.getByRole("button", { name: "Émettre la facture" }).click();
  const toast = page.getByText(/^Facture WM-\d{6} émise\.$/);
  await expect(toast).toBeVisible();
  const number = /WM-\d{6}/.exec((await toast.textContent()) ?? "")![0];
  await expect(panel.getByTestId(`invoice-prepayment-${id}`)).toHaveCount(0);
  await expect(page.getByTestId("invoice-table")).toContainText(number);
  const after = await gqlAs<{ prepaymentsToInvoice: { total: number } }>(
    page,
    "auth",
    "{ prepaymentsToInvoice { total } }",
  );
  expect(after.data!.prepaymentsToInvoice.total).toBe(list.total - 1);

  // ma@ reads the report list but issuing is a full administrator's act: no button.
  await signInWithApi(page, "ma@weedo.test");
  await page.goto("/report/facturesWeedoMarket");
  await expect(page.getByTestId("prepayment-to-invoice-row").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Émettre la facture" })).toHaveCount(0);
});
