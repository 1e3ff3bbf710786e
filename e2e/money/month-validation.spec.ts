import { expect } from "@playwright/test";
import { test } from "../fixtures";
import { signInWithApi } from "../helpers/session";

const parisMonth = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date()).slice(0, 7);

test("the month under way is validated only once typed out, with what is billed and what is owed apart", async ({
  page,
}) => {
  const month = parisMonth();
  await signInWithApi(page, "admin@weedo.test");
  await page.goto(`/stats-valides/stats-valides-myaffil?month=${month}`);
  await page.getByTestId("validate-month").click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(/HT facturés aux annonceurs, .* HT dus aux éditeurs/);
  await expect(dialog).toContainText("Ce mois n'est pas terminé");
  const confirm = dialog.getByRole("button", { name: "Valider définitivement" });
  await expect(confirm).toBeDisabled();
  const typed = dialog.getByLabel(`Pour le valider quand même, tapez ${month}`);
  await typed.fill("2020-01");
  await expect(confirm).toBeDisabled();
  await typed.fill(month);
  await expect(confirm).toBeEnabled();
  // Left open: the other journeys read this month as it is (the server's refusal is Vitest's).
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();
});
