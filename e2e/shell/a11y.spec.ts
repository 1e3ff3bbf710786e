import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { signIn } from "../helpers/session";
import { coloursSettled, showTheme } from "../dashboards/helpers";
import { dismissLoginPopup } from "./helpers";

async function seriousViolations(page: Page) {
  await coloursSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("accessibility (axe: no serious or critical violation)", () => {
  // A shell journey runs axe over the whole page four times: over 30 s on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test("auth layout", async ({ page }) => {
    await page.goto("/login");
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const [email, home, popup] of [
    ["admin@weedo.test", "/dashboard", "popup"],
    ["annonceur@weedo.test", "/dashboard-annonceur", "modal"],
    ["multi@weedo.test", "/dashboard-annonceur", "modal"],
    ["editeur@weedo.test", "/dashboard-editeur", "popup"],
  ] as const) {
    test(`shell of ${email}, closed and with its popups and menus open`, async ({ page }) => {
      await signIn(page, email);
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      // The post-sign-in popup (or modal) is open first.
      await expect(
        page.getByTestId(popup === "modal" ? "advertiser-notification-modal" : "notification-popup"),
      ).toBeVisible();
      await page.waitForTimeout(600);
      expect(await seriousViolations(page)).toEqual([]);
      await dismissLoginPopup(page, popup);
      await page.getByRole("button", { name: /^Menu du profil/ }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      for (const theme of ["dark", "light"] as const) {
        await showTheme(page, theme);
        expect(await seriousViolations(page), theme).toEqual([]);
      }
    });
  }

  test("small-screen sidebar open", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, "annonceur@weedo.test");
    await dismissLoginPopup(page, "modal");
    await page.getByRole("banner").getByRole("button", { name: "Ouvrir le menu" }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
