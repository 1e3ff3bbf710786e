import { expect, type Page } from "@playwright/test";
import { test } from "../fixtures";
import { isLowBalance } from "@/lib/constants";
import { signIn } from "../helpers/session";
import { dismissLoginPopup, expectProductAreas, expectSidebarOf, gqlAs, principalOf, sidebar } from "./helpers";

const modal = (page: Page) => page.getByTestId("advertiser-notification-modal");

async function balanceOf(page: Page, id: number) {
  const r = await gqlAs(page, "market", `{ getSoldeactuel(id_utilisateur: ${id}) { soldeHt lastPrepaiement } }`);
  return r.data!.getSoldeactuel as { soldeHt: number; lastPrepaiement: number | null };
}

async function cartOf(page: Page, id: number) {
  const r = await gqlAs(page, "market", `{ getPanier(id_utilisateur: ${id}) { trio duo exclusive } }`);
  const c = r.data!.getPanier as { trio: number; duo: number; exclusive: number };
  return c.trio + c.duo + c.exclusive;
}

test.describe("advertiser shells", () => {
  test("annonceur@ (marketplace client): modal once, balance above the threshold, cart, no mode switch", async ({
    page,
  }) => {
    await signIn(page, "annonceur@weedo.test");
    await expect(page).toHaveURL(/\/dashboard-annonceur$/);
    // Law an: the advertiser notification modal, once.
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).getByRole("link", { name: /documents? OI à signer/ })).toHaveAttribute(
      "href",
      "/mes-documents-oi",
    );
    await modal(page).getByRole("button", { name: "Fermer" }).click();
    await expect(modal(page)).toBeHidden();
    await expect(page.getByTestId("notification-popup")).toBeHidden();

    await expectSidebarOf(page, principalOf("annonceur@weedo.test"), "general");
    await expect(sidebar(page).getByRole("link", { name: /Weedo Max/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("banner").getByRole("link", { name: "Accueil" })).toHaveCount(0);

    const solde = await balanceOf(page, 4);
    expect(isLowBalance(solde.soldeHt, solde.lastPrepaiement)).toBe(false);
    const balance = page.getByTestId("prepaid-balance");
    await expect(balance).toHaveAttribute("data-low", "false");
    await expect(balance).toContainText(
      new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(solde.soldeHt / 100),
    );
    expect(await balance.locator(".weedo-blink").count()).toBe(0);

    const count = await cartOf(page, 4);
    expect(count).toBeGreaterThan(0);
    await expect(page.getByTestId("cart-count")).toHaveText(String(count));

    await expect(page.getByRole("button", { name: /PASSER EN MODE/ })).toHaveCount(0);
    await expect(page.getByTestId("gift-points")).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("group", { name: "Langue" })).toBeVisible();
    await expect(page.getByTestId("welcome-line")).toContainText("Bienvenue Antoine DURAND");
    await expect(page.getByTestId("welcome-line")).toContainText("Assurances Durand");
    await expect(page).toHaveTitle("Tableau de bord annonceur · Weedo");

    await page.reload();
    await expect(page.getByRole("button", { name: /^Notifications/ })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(modal(page)).toBeHidden();
    await expectProductAreas(page, principalOf("annonceur@weedo.test"));
  });

  test("annonceur.perf@ (no marketplace client id): no balance, no cart, no marketplace link", async ({ page }) => {
    await signIn(page, "annonceur.perf@weedo.test");
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal(page)).toBeHidden();
    const p = principalOf("annonceur.perf@weedo.test");
    await expectSidebarOf(page, p, "general");
    await expect(sidebar(page).getByRole("link", { name: "Weedo market" })).toHaveCount(0);
    await expect(page.getByTestId("prepaid-balance")).toHaveCount(0);
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("group", { name: "Langue" })).toHaveCount(0);
    await expectProductAreas(page, p);
  });

  test("multi@ (multi_droit): low balance blinks, cart, switches to publisher mode and back", async ({ page }) => {
    // The blink is motion: who asked for less sees it steady (components/shell/shell.css).
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await signIn(page, "multi@weedo.test");
    await dismissLoginPopup(page, "modal");
    await expectSidebarOf(page, principalOf("multi@weedo.test"), "general");

    const solde = await balanceOf(page, 7);
    expect(isLowBalance(solde.soldeHt, solde.lastPrepaiement)).toBe(true);
    const balance = page.getByTestId("prepaid-balance");
    await expect(balance).toHaveAttribute("data-low", "true");
    const blink = balance.locator(".weedo-blink");
    await expect(blink).toHaveCount(1);
    expect(await blink.evaluate((el) => getComputedStyle(el).animationName)).toBe("weedo-blink");
    // It blinks: red text, then white on red, and back.
    const phases = new Set<string>();
    for (let i = 0; i < 16; i++) {
      phases.add(await blink.evaluate((el) => getComputedStyle(el).backgroundColor));
      await page.waitForTimeout(100);
    }
    expect([...phases].sort()).toEqual(["rgb(185, 28, 28)", "rgba(0, 0, 0, 0)"]);
    await expect(page.getByTestId("cart-count")).toHaveText(String(await cartOf(page, 7)));

    const toPublisher = page.getByRole("button", { name: "PASSER EN MODE EDITEUR" });
    await toPublisher.click();
    await expect(toPublisher).toBeDisabled();
    await expect(page).toHaveURL(/\/dashboard-editeur$/, { timeout: 10_000 });
    await expectSidebarOf(page, principalOf("multi@weedo.test", "af"), "general");
    await expect(page.getByTestId("prepaid-balance")).toHaveCount(0);

    await page.getByRole("button", { name: "PASSER EN MODE ANNONCEUR" }).click();
    await expect(page).toHaveURL(/\/dashboard-annonceur$/, { timeout: 10_000 });
    await expect(page.getByRole("button", { name: "PASSER EN MODE EDITEUR" })).toBeEnabled();
  });
});
