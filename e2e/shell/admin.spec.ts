import { expect, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { signIn } from "../helpers/session";
import {
  dismissLoginPopup,
  expectProductAreas,
  expectSidebarOf,
  principalOf,
  restoreDemoPassword,
  sidebar,
} from "./helpers";

const topBar = (page: Page) => page.getByRole("banner");

test.describe("admin shells", () => {
  test("admin@ (ad, every list): sidebar, top bar, login popup once, gift points, sign-out", async ({ page }) => {
    await signIn(page, "admin@weedo.test");
    await expect(page).toHaveURL(/\/dashboard$/);
    // The notification popup opens by itself once after the sign-in (admin counts are not zero).
    const popup = page.getByTestId("notification-popup");
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("link", { name: /membres? en attente de validation/ })).toHaveAttribute(
      "href",
      "/Membreslist",
    );
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("notificationsPopup"))).toBeNull();

    const p = principalOf("admin@weedo.test");
    await expectSidebarOf(page, p, "general");
    await expect(sidebar(page).getByRole("link", { name: "Accueil" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle("Tableau de bord · Weedo");

    const bar = topBar(page);
    await expect(bar.getByRole("link", { name: "Accueil" })).toHaveCount(0);
    await expect(page.getByTestId("brand-label")).toHaveText("WeedoBêta");
    await expect(bar.getByText("Bêta")).toBeVisible();
    await expect(bar.getByRole("button", { name: /PASSER EN MODE/ })).toHaveCount(0);
    await expect(page.getByTestId("prepaid-balance")).toHaveCount(0);
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await expect(bar.getByRole("group", { name: "Langue" })).toBeVisible();
    await expect(page.getByTestId("welcome-line")).toContainText("Bienvenue Alice ADMINISTRATRICE");
    await expect(page.getByTestId("welcome-line")).toContainText("Weedo");

    // admin@ is in the gift-points list and its gift account has no shop link.
    await expect(page.getByTestId("gift-points")).toHaveText("0 point");
    await page.getByTestId("gift-points").click();
    await expect(page.getByText("0 Points accumulés")).toBeVisible();

    // The popup does not come back.
    await page.reload();
    await expect(page.getByRole("button", { name: /^Notifications/ })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(popup).toBeHidden();

    await expectProductAreas(page, p);

    await page.goto("/dashboard");
    await page.getByRole("button", { name: /Menu du profil de Alice ADMINISTRATRICE/ }).click();
    await expect(page.getByRole("menuitem", { name: "Profil" })).toHaveAttribute("href", "/pages/user");
    await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).find((c) => c.name === "weedo_session")).toBeUndefined();
  });

  test("tem@ (in no list): no restricted item, no gift points, no language switch", async ({ page }) => {
    await signIn(page, "tem@weedo.test");
    await dismissLoginPopup(page, "popup");
    const p = principalOf("tem@weedo.test");
    await expectSidebarOf(page, p, "general");
    for (const forbidden of [
      "/pushNotifications/statistiques",
      "/ltv",
      "/StatsTopCaAnOrAf",
      "/report",
      "/weedomarket/admin/categories",
      "/DashboardCadeaux",
      "/TeletechLeads",
    ]) {
      await expect(sidebar(page).locator(`a[href="${forbidden}"]`)).toHaveCount(0);
    }
    await expect(page.getByTestId("gift-points")).toHaveCount(0);
    await expect(topBar(page).getByRole("group", { name: "Langue" })).toHaveCount(0);
    await expect(page.getByTestId("welcome-line")).toContainText("Bienvenue Thomas EXPLOITANT");
    // Staff counts link to screens tem may open; the marketplace one is for whitelisted admins.
    await page.getByRole("button", { name: /^Notifications/ }).click();
    await expect(
      page.getByTestId("notification-popup").locator('a[href="/weedomarket/admin/Transactions"]'),
    ).toHaveCount(0);
    await expectProductAreas(page, p);
  });

  test("ma@ (report viewer, marketplace admin)", async ({ page, request }) => {
    await restoreDemoPassword(request, "ma@weedo.test");
    await signIn(page, "ma@weedo.test");
    await dismissLoginPopup(page, "popup");
    const p = principalOf("ma@weedo.test");
    await expectSidebarOf(page, p, "general");
    await expect(sidebar(page).getByRole("link", { name: "Rapport mensuel" })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "Weedo market" })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "Notifications push" })).toHaveCount(0);
    await expect(page.getByTestId("gift-points")).toHaveCount(0);
    await expectProductAreas(page, p);
  });

  test("English: the admin switches language from the top bar", async ({ page }) => {
    await signIn(page, "admin@weedo.test");
    await dismissLoginPopup(page, "popup");
    await topBar(page).getByRole("button", { name: "English" }).click();
    await expect(sidebar(page).getByRole("link", { name: "Members" })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expect(page.getByTestId("welcome-line")).toContainText("Welcome Alice ADMINISTRATRICE");
    await expect(page).toHaveTitle("Dashboard · Weedo");
    await page.getByRole("button", { name: /^Notifications/ }).click();
    await expect(
      page.getByTestId("notification-popup").getByRole("link", { name: /members? awaiting approval/ }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await topBar(page).getByRole("button", { name: "Français" }).click();
    await expect(sidebar(page).getByRole("link", { name: "Membres" })).toBeVisible({ timeout: 10_000 });
  });
});
