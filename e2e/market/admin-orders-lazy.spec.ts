import { expect } from "@playwright/test";
import { test } from "../fixtures";
import { signIn } from "../helpers/session";
import { dismissLoginPopup } from "../shell/helpers";

// The row menu, its confirmation and the order wizard load their code (and the wizard its messages)
// when first wanted: they must behave as if they had been there from the start.
test.describe("admin Commandes: what loads on demand", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "admin@weedo.test");
    await dismissLoginPopup(page, "popup");
    await page.goto("/weedomarket/admin/Commandes");
  });

  test("a row's menu opens from the keyboard with its first item focused, and asks before cancelling", async ({
    page,
  }) => {
    const more = page.getByRole("button", { name: /^Autres actions — commande n° \d+$/ }).first();
    await more.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Modifier" })).toBeFocused();
    await menu.getByRole("menuitem", { name: "Annuler" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(/Annuler la commande n° \d+ \?/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Back on the row's menu button, not at the top of the page.
    await expect(page.getByRole("button", { name: /^Autres actions — commande n° \d+$/ }).first()).toBeFocused();
  });

  test("the new-order wizard opens with its texts", async ({ page }) => {
    await page.getByRole("button", { name: "Nouvelle commande" }).click();
    await page.getByLabel("Client *").selectOption({ index: 1 });
    // The wizard's own messages (marketOrders.wizard) arrive with its code: its step list is labelled.
    const steps = page.getByRole("navigation", { name: "Étapes de la commande" });
    await expect(steps).toBeVisible();
    await expect(steps).toContainText("Type de vente");
  });
});
