import { expect } from "@playwright/test";
import { test } from "../fixtures";
import { signIn } from "../helpers/session";
import { signInAndSettle } from "../dashboards/helpers";
import { dismissLoginPopup, sidebar } from "./helpers";

test.describe("shell at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("menu button, content click closes, floating button after 50 px, keyboard", async ({ page }) => {
    // The menu's slide (spec: 250 ms) is motion: who asked for less gets it at once (app/globals.css).
    await page.emulateMedia({ reducedMotion: "no-preference" });
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

test.describe("top bar on a 375 × 812 phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // Every role's home, the multi_droit advertiser (mode switch, balance, cart) being the fullest bar.
  for (const email of ["admin@weedo.test", "annonceur@weedo.test", "multi@weedo.test", "editeur@weedo.test"]) {
    test(`${email}: one row, nothing wider than the screen, the theme in the profile menu by keyboard`, async ({
      page,
    }) => {
      await signInAndSettle(page, email);
      const bar = page.getByRole("banner");
      // The streamed parts (balance, cart, gifts, bell) are in before measuring.
      await expect(bar.getByRole("button", { name: /^Notifications/ })).toBeVisible();
      await expect(bar.locator(".animate-pulse")).toHaveCount(0);
      const box = (await bar.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(60);
      const tops = await bar.evaluate((el) =>
        [...el.querySelectorAll("a, button, [data-testid=prepaid-balance]")]
          .filter((e) => (e as HTMLElement).offsetParent !== null)
          .map((e) => Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2)),
      );
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      // The theme toggle left the bar for the profile menu: reachable and usable from the keyboard.
      const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
      await bar.getByRole("button", { name: /Menu du profil/ }).focus();
      await page.keyboard.press("Enter");
      const item = page.getByRole("menuitem", { name: dark ? "Clair" : "Sombre" });
      await expect(item).toBeVisible();
      await item.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(!dark);
    });
  }
});
