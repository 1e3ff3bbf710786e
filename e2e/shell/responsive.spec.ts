import { expect, test } from "@playwright/test";
import { signIn } from "../helpers/session";
import { dismissLoginPopup, sidebar } from "./helpers";

test.describe("shell at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("menu button, content click closes, floating button after 50 px, keyboard", async ({ page }) => {
    await signIn(page, "admin@weedo.test");
    await dismissLoginPopup(page, "popup");
    const nav = sidebar(page);
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const menu = page.getByRole("banner").getByRole("button", { name: "Ouvrir le menu" });
    await menu.click();
    await expect(nav).toBeVisible();
    await expect(page.locator("#shell-sidebar")).toHaveCSS("transition-duration", "0.25s");
    // Spec section 4: a click on the content closes it.
    await page.mouse.click(360, 600);
    await expect(nav).toBeHidden();

    // Keyboard: open, the focus moves in, Escape closes.
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(nav).toBeVisible();
    await expect(page.getByRole("button", { name: "Fermer le menu" }).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();

    // Floating button: only after 50 px of scroll.
    const floating = page.getByTestId("floating-menu-button");
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
      window.scrollTo(0, 40);
    });
    await page.waitForTimeout(200);
    await expect(floating).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(floating).toBeVisible();
    await floating.click();
    await expect(nav).toBeVisible();
    // A followed link closes the menu.
    await nav.getByRole("link", { name: "Membres" }).click();
    await expect(page).toHaveURL(/\/Membreslist$/);
  });

  test("the desktop sidebar is always there and the floating button never shows", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, "editeur@weedo.test");
    await dismissLoginPopup(page, "popup");
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Ouvrir le menu" })).toBeHidden();
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
      window.scrollTo(0, 400);
    });
    await expect(page.getByTestId("floating-menu-button")).toBeHidden();
  });
});
